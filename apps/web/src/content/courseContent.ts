import type { CourseLevel } from '@apex/core';

export interface CourseContent {
  readonly summary: string;
  readonly audience: string;
  /** The course content, in teaching order. */
  readonly modules: readonly { readonly title: string; readonly detail: string }[];
  readonly outcomes: readonly string[];
}

export const COURSE_CONTENT: Record<CourseLevel, CourseContent> = {
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
