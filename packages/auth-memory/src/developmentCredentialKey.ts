import type { CredentialJwk } from '@apex/core/credential';

/**
 * THE DEVELOPMENT SIGNING KEY: NOT APEX'S, NEVER TRUSTED OUTSIDE DEVELOPMENT. The memory backend
 * plays the server in `pnpm dev`, the memory build and every UI test, so it signs credentials, and
 * its private half is here in the open on purpose. Only memory builds publish its public half
 * (apps/web/vite/credentialKeys.ts); a Firebase build publishes the deployment's keys, never this
 * one, and the server signs with the Cloud Functions secret (docs/deploy.md, "Credential keys").
 */
export const DEVELOPMENT_CREDENTIAL_KEY: CredentialJwk = {
  kty: 'RSA',
  kid: 'apex-development-key-not-for-production',
  n: '2-quK914KPH1TTPDhuVsM5uA2-F7esd2_nqHIEHSuYV5Nw-cp5RhRz8KsCkQNqH0V13DuWFWGLpAb-C80RnnPIRJqGmv0IZXhuofTC8SRXpoPwBNIpt4xkflyopu4ktTym5hNF4yRqFffALNeixpSGhlm8Pha24hYfD6l3xfJsA5lDMLhWySqlPH0HGV-Mw65RjRElYGw1Z_T6b7Z2j95CI5JI8ECuHG-B4AqFxIQUYt9Z4hJZ8rm6utZa8nC3IoTAc1ADykMkomjCQxStnR0JigjsQ7Df-bIGomcuuAKO030n7mPLzMToWB2mRQh1T4b_uzrTEDgfjEYGR3r-Y84w',
  e: 'AQAB',
  d: 'WjlYlr-Ihkfqa2-SxvvGHhAs2EkUd2VxQOt1F7tZoGqNthTOIQSjum63TFm0gK2GSPe7jolMIN39BMlvvdwCPhZJ__HIQ2VycHQKPh_Lv7x-G2bcvpeJf9PMh4GvB2F_MXyCndENkGOxgHfH5FlnImFOWo8NIx2uTXfn35GTmhoc8LODcpLmUclKv6JpvCVoHEg4l2M-xGv3wgYAAlezAkKLaFlTgJ4TtY3l30l0E68wvuke4XLQ2j0jj_0LEbBqGqnwDMY6W1CUN8fuwHmG2jSzgDkxu7GrKf7Qmf6SkM3VhgawD7EN9_OtICrjs0IHgXwjylsxKjRiAIssVyIpqQ',
  p: '_yKOf0moFd-z2C3wcn5uHE_4_PtMTZKHOzURuhOfIUoQWu4hE12MQ_tsZY0bCJpVJYk1V0JK8ztC-BjQkX9nS47eGhk4rNRCGOV3UEF0Bqa2AWY3jR0FuEmmsehwYgi6fI1a3o4nNHXICeXAJ9Y69imGPFm-pkph_JulntnwaLk',
  q: '3KmOYZF_WIruk2FZg0ZGrQp9CXlcFuQ5WCB9CuawO3FC-f3ZB93LwuMV6qxIYZulm2QaeDg7ZBU65ilfpJG3mgwYZLfHRb66mTL96wQI2YnQquiA7kbc1DGeinI4KNt3RqRdUp1V7uYC303x24peC2avwvKgVQGR_T6qvUw1THs',
  dp: 'xCX8Kc4mBNMcgDopXszmuKufQFevPQBHKXTOcSF-uOgpFM947FuCaA2XM6e9PerxRU9si-5ykvdfsD_bsdCiSIvJI4V6dh0lx-A6z5_SpP5sdTzxvnKuoBU3rBWIuUX-oZ1HXE0rxQA8T6esCLSCVhhslF9m3I_ZL402Up85Xjk',
  dq: 'WV-Te5EiswoSdz8GslTUa2HEIwI0elEVqMv_2Vp2Jp1JM1fNf5Il5Vl0lwgQiPgxqy5wSiD8bRzsLiyzwEQEyS_88U4-N9F4YnR0w6tuqi1XhuGE1v18k7VFMW3xsRqyxLnt0nhHReuDXk6DlxgD3zpIFf2PUt6_8oJfRSyIqeE',
  qi: 'CaQBye5w0Go_KXyVXZHUDeC2IPFlcK-t5-oMka7OAOj53FOOKxrj7CsxXvHhyetja9XW3S7OMm3wfTIrqvBQMHePhbRgzo333Vc2AypRUm6Z3nONhwV_RNDfJ42nd6RS-9OYEzQ5ciL6Pg5CQyMvELeRnpb_utCimCWLAUWdxSk',
};
