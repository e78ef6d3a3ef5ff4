import type { EditionMessages } from './en.editions.ts';

/**
 * The words about an edition's timing in Hindi: en.editions.ts's keys and placeholders. The dates
 * arrive formatted in Hindi ("5 से 25 अक्टूबर 2024"), so a sentence closes a range with तक or के बीच;
 * `editionName` must be the Hindi name ("अक्टूबर 2024").
 */
export const hiEditions = {
  liveNow: 'अभी लाइव!',
  testIsLive: 'परीक्षा लाइव है',
  freeForAll: 'सभी के लिए निःशुल्क',
  nextWindowAnnounced: 'अगली परीक्षा-अवधि की घोषणा यहीं की जाएगी।',
  phaseBadge: {
    announced: 'जल्द आ रही है',
    'registration-open': 'पंजीकरण खुला है',
    live: 'अभी लाइव!',
    'between-batches': 'अगला बैच जल्द',
    closed: 'परीक्षा-अवधि समाप्त',
  },
  batchProgress: {
    past: 'समाप्त',
    'in-progress': 'जारी है',
    upcoming: 'आने वाला',
  },
  batchNote: {
    past: 'यह बैच समाप्त हो गया है।',
    'in-progress': 'इन तारीख़ों के बीच कभी भी, कहीं से भी परीक्षा दें।',
    upcoming: 'इन तारीख़ों के बीच कभी भी, कहीं से भी परीक्षा दें।',
  },
  closedSentence: '{editionName} की परीक्षा-अवधि समाप्त हो गई है।',
  freeUntilText: '{month} तक निःशुल्क',
  whenSentence: {
    announced:
      '{editionName} की परीक्षा-अवधि के लिए पंजीकरण {registrationStart} को शुरू होगा; परीक्षा {window} तक चलेगी।',
    'registration-open': 'पंजीकरण खुला है। {window} के बीच कभी भी, कहीं से भी परीक्षा दें।',
    live: '{window} के बीच कभी भी, कहीं से भी परीक्षा दें।',
    'between-batches':
      'आज कोई परीक्षा खुली नहीं है। बैच\u00a0{batchNumber} {nextWindow} तक चलेगा; इन तारीख़ों के बीच कभी भी, कहीं से भी परीक्षा दें।',
    closed: '{editionName} की परीक्षा-अवधि समाप्त हो गई है। अगली परीक्षा-अवधि की घोषणा यहीं की जाएगी।',
  },
  noTestOpenSentence: {
    closed:
      '{editionName} की परीक्षा-अवधि समाप्त हो गई है। अभी कोई परीक्षा खुली नहीं है। अगली परीक्षा-अवधि की घोषणा यहीं की जाएगी।',
    notYet: 'अभी कोई परीक्षा खुली नहीं है। आप {testPeriod} तक परीक्षा दे सकते हैं।',
    betweenBatches:
      'आज कोई परीक्षा खुली नहीं है। आप बैच\u00a0{batchNumber} में, {nextWindow} तक परीक्षा दे सकते हैं।',
  },
} as const satisfies EditionMessages;
