import type { CourseLevel } from '@apex/core';
import type { Localized } from '../hooks/useLocalized.ts';

export interface CourseContent {
  readonly summary: string;
  readonly audience: string;
  /** The course content, in teaching order. */
  readonly modules: readonly { readonly title: string; readonly detail: string }[];
  readonly outcomes: readonly string[];
}

const ENGLISH: Record<CourseLevel, CourseContent> = {
  beginner: {
    summary:
      'Understand how blockchains work, why they matter and how to use them safely, with no programming needed.',
    audience: 'Curious students, parents and professionals meeting blockchain for the first time.',
    modules: [
      {
        title: 'What a blockchain is',
        detail: 'Blocks, hashes, ledgers and why nobody can quietly rewrite history.',
      },
      {
        title: 'Consensus in plain words',
        detail: 'Proof of work, proof of stake and what miners and validators do.',
      },
      {
        title: 'Wallets and keys',
        detail: 'Public and private keys, seed phrases and keeping them safe.',
      },
      {
        title: 'Your first transaction',
        detail: 'Send and track a test-network transaction in a block explorer.',
      },
      {
        title: 'Tokens and NFTs',
        detail: 'Fungible and non-fungible tokens, and soulbound certificates.',
      },
      { title: 'Staying safe', detail: 'Spotting scams, phishing and too-good-to-be-true offers.' },
    ],
    outcomes: [
      'Explain how a transaction reaches a block',
      'Set up and secure a wallet on a test network',
      'Read a block explorer with confidence',
    ],
  },
  intermediate: {
    summary:
      'Build on Ethereum-compatible chains: write smart contracts in Solidity, test them and connect them to a web app.',
    audience: 'Learners who can already program a little in any language.',
    modules: [
      {
        title: 'The Ethereum Virtual Machine',
        detail: 'Accounts, gas, storage and how contracts execute.',
      },
      { title: 'Solidity essentials', detail: 'Types, functions, events, modifiers and errors.' },
      {
        title: 'Testing contracts',
        detail: 'Unit tests, local chains and reading failed transactions.',
      },
      { title: 'Token standards', detail: 'ERC-20, ERC-721 and a soulbound certificate contract.' },
      {
        title: 'Connecting a web app',
        detail: 'Wallet sign-in, reading state and sending transactions from a page.',
      },
      { title: 'Deploying to a test network', detail: 'Verify your contract and share it.' },
    ],
    outcomes: [
      'Write and test a token contract',
      'Deploy and verify a contract on a test network',
      'Build a small web app that talks to it',
    ],
  },
  expert: {
    summary:
      'Design, secure and scale production blockchain systems, from contract audits to layer-2 architecture.',
    audience: 'Developers who have shipped smart contracts and want to build them for real users.',
    modules: [
      {
        title: 'Smart contract security',
        detail: 'Re-entrancy, access control, oracle manipulation and audits.',
      },
      { title: 'Gas optimisation', detail: 'Storage layout, calldata and measuring cost.' },
      { title: 'Upgradeable contracts', detail: 'Proxy patterns and safe migrations.' },
      { title: 'Scaling', detail: 'Rollups, sidechains and choosing a layer-2.' },
      {
        title: 'Decentralised identity',
        detail: 'Verifiable credentials and soulbound tokens in practice.',
      },
      {
        title: 'Capstone project',
        detail: 'Design, build and review a complete decentralised application.',
      },
    ],
    outcomes: [
      'Audit a contract for the common vulnerabilities',
      'Choose and justify a scaling architecture',
      'Ship a reviewed, upgradeable decentralised application',
    ],
  },
};

const HINDI: Record<CourseLevel, CourseContent> = {
  beginner: {
    summary:
      'समझें कि ब्लॉकचेन कैसे काम करता है, यह क्यों ज़रूरी है और इसे सुरक्षित ढंग से कैसे इस्तेमाल करें; प्रोग्रामिंग आना ज़रूरी नहीं।',
    audience: 'जिज्ञासु विद्यार्थी, माता-पिता और पेशेवर, जो पहली बार ब्लॉकचेन से मिल रहे हैं।',
    modules: [
      {
        title: 'ब्लॉकचेन क्या है',
        detail: 'ब्लॉक, हैश, बही-खाते, और क्यों कोई चुपचाप इतिहास नहीं बदल सकता।',
      },
      {
        title: 'सरल शब्दों में सहमति (कंसेंसस)',
        detail: 'प्रूफ़ ऑफ़ वर्क, प्रूफ़ ऑफ़ स्टेक, और माइनर व वैलिडेटर क्या करते हैं।',
      },
      {
        title: 'वॉलेट और कुंजियाँ',
        detail: 'पब्लिक और प्राइवेट कुंजियाँ, सीड फ़्रेज़ और उन्हें सुरक्षित रखना।',
      },
      {
        title: 'आपका पहला लेन-देन',
        detail: 'टेस्ट नेटवर्क पर एक लेन-देन भेजें और ब्लॉक एक्सप्लोरर में उसे देखें।',
      },
      {
        title: 'टोकन और NFT',
        detail: 'फ़ंजिबल और नॉन-फ़ंजिबल टोकन, और सोलबाउंड प्रमाणपत्र।',
      },
      {
        title: 'सुरक्षित रहना',
        detail: 'धोखाधड़ी, फ़िशिंग और ज़रूरत से ज़्यादा अच्छे लगने वाले ऑफ़र पहचानना।',
      },
    ],
    outcomes: [
      'समझा पाएँगे कि एक लेन-देन ब्लॉक तक कैसे पहुँचता है',
      'टेस्ट नेटवर्क पर एक वॉलेट बनाकर सुरक्षित कर पाएँगे',
      'ब्लॉक एक्सप्लोरर को भरोसे के साथ पढ़ पाएँगे',
    ],
  },
  intermediate: {
    summary:
      'Ethereum-संगत (EVM) चेन पर बनाएँ: Solidity में स्मार्ट कॉन्ट्रैक्ट लिखें, उनकी जाँच करें और उन्हें एक वेब ऐप से जोड़ें।',
    audience: 'वे सीखने वाले जो किसी भी भाषा में थोड़ी प्रोग्रामिंग कर लेते हैं।',
    modules: [
      {
        title: 'Ethereum वर्चुअल मशीन',
        detail: 'खाते, गैस, स्टोरेज और कॉन्ट्रैक्ट कैसे चलते हैं।',
      },
      { title: 'Solidity की बुनियादी बातें', detail: 'टाइप, फ़ंक्शन, इवेंट, मॉडिफ़ायर और त्रुटियाँ।' },
      {
        title: 'कॉन्ट्रैक्ट की जाँच',
        detail: 'यूनिट टेस्ट, लोकल चेन और असफल लेन-देन को समझना।',
      },
      {
        title: 'टोकन के मानक',
        detail: 'ERC-20, ERC-721 और सोलबाउंड प्रमाणपत्र का एक कॉन्ट्रैक्ट।',
      },
      {
        title: 'वेब ऐप से जोड़ना',
        detail: 'वॉलेट से साइन-इन, जानकारी पढ़ना और पेज से लेन-देन भेजना।',
      },
      {
        title: 'टेस्ट नेटवर्क पर डिप्लॉय करना',
        detail: 'अपना कॉन्ट्रैक्ट सत्यापित करें और दूसरों के साथ साझा करें।',
      },
    ],
    outcomes: [
      'एक टोकन कॉन्ट्रैक्ट लिखकर उसकी जाँच कर पाएँगे',
      'टेस्ट नेटवर्क पर कॉन्ट्रैक्ट डिप्लॉय और सत्यापित कर पाएँगे',
      'उससे बात करने वाला एक छोटा वेब ऐप बना पाएँगे',
    ],
  },
  expert: {
    summary:
      'असली इस्तेमाल वाले ब्लॉकचेन सिस्टम डिज़ाइन करें, सुरक्षित करें और बढ़ाएँ: कॉन्ट्रैक्ट ऑडिट से लेकर लेयर-2 के आर्किटेक्चर तक।',
    audience: 'वे डेवलपर जो स्मार्ट कॉन्ट्रैक्ट बना चुके हैं और उन्हें असली उपयोगकर्ताओं के लिए बनाना चाहते हैं।',
    modules: [
      {
        title: 'स्मार्ट कॉन्ट्रैक्ट की सुरक्षा',
        detail: 'री-एंट्रेंसी, पहुँच का नियंत्रण, ओरेकल में हेरफेर और ऑडिट।',
      },
      { title: 'गैस की बचत', detail: 'स्टोरेज का लेआउट, कॉलडेटा और लागत मापना।' },
      { title: 'अपग्रेड हो सकने वाले कॉन्ट्रैक्ट', detail: 'प्रॉक्सी पैटर्न और सुरक्षित माइग्रेशन।' },
      { title: 'स्केलिंग', detail: 'रोलअप, साइडचेन और सही लेयर-2 चुनना।' },
      {
        title: 'विकेंद्रीकृत पहचान',
        detail: 'सत्यापित किए जा सकने वाले क्रेडेंशियल और सोलबाउंड टोकन का असली इस्तेमाल।',
      },
      {
        title: 'अंतिम प्रोजेक्ट',
        detail: 'एक पूरा विकेंद्रीकृत ऐप डिज़ाइन करें, बनाएँ और उसकी समीक्षा करें।',
      },
    ],
    outcomes: [
      'आम कमज़ोरियों के लिए किसी कॉन्ट्रैक्ट का ऑडिट कर पाएँगे',
      'स्केलिंग का आर्किटेक्चर चुनकर उसका कारण बता पाएँगे',
      'समीक्षा किया हुआ, अपग्रेड हो सकने वाला विकेंद्रीकृत ऐप जारी कर पाएँगे',
    ],
  },
};

export const COURSE_CONTENT: Localized<Record<CourseLevel, CourseContent>> = {
  en: ENGLISH,
  hi: HINDI,
};

/** The course pages' labels, in each language. */
export interface CoursePageCopy {
  readonly eyebrow: (levelName: string) => string;
  readonly whoFor: string;
  readonly otherCourses: string;
  readonly contentHeading: string;
  readonly outcomesHeading: string;
  readonly price: string;
  readonly fee: string;
  readonly continueToPayment: string;
  readonly noPayment: (days: number) => string;
}

export const COURSE_PAGE_COPY: Localized<CoursePageCopy> = {
  en: {
    eyebrow: (level) => `Blockchain course · ${level}`,
    whoFor: 'Who it is for:',
    otherCourses: 'Other courses',
    contentHeading: 'Course content',
    outcomesHeading: 'By the end you can',
    price: 'Price',
    fee: 'Course fee',
    continueToPayment: 'Continue To Payment',
    noPayment: (days) => `No payment is taken on this site. ${days}-day money-back guarantee.`,
  },
  hi: {
    eyebrow: (level) => `ब्लॉकचेन कोर्स · ${level}`,
    whoFor: 'किसके लिए:',
    otherCourses: 'दूसरे कोर्स',
    contentHeading: 'कोर्स में क्या है',
    outcomesHeading: 'कोर्स पूरा करके आप ये कर पाएँगे:',
    price: 'क़ीमत',
    fee: 'कोर्स की फ़ीस',
    continueToPayment: 'भुगतान के लिए आगे बढ़ें',
    noPayment: (days) => `इस साइट पर कोई भुगतान नहीं लिया जाता। ${days}\u00a0दिन की पैसा-वापसी गारंटी।`,
  },
};
