import { describe, expect, it } from 'vitest';
import {
  aliyunCanonicalQuery,
  aliyunPercentEncode,
  aliyunSignature,
  aliyunStringToSign,
  tc3Authorization,
  tc3CanonicalRequest,
  tc3Signature,
  tc3StringToSign,
} from './sms-signing';

/**
 * The providers' documented worked examples (issue 14 item 14): fixed keys, nonces and
 * timestamps with the signatures their documentation gives.
 */

describe('Alibaba Cloud RPC signature V1', () => {
  /** Alibaba Cloud's SMS documentation (dysmsapi SendSms, HMAC-SHA1, key testId/testSecret). */
  const sendSms = {
    AccessKeyId: 'testId',
    Action: 'SendSms',
    Format: 'XML',
    OutId: '123',
    PhoneNumbers: '15300000001',
    RegionId: 'cn-hangzhou',
    SignName: '阿里云短信测试专用',
    SignatureMethod: 'HMAC-SHA1',
    SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
    SignatureVersion: '1.0',
    TemplateCode: 'SMS_71390007',
    TemplateParam: '{"customer":"test"}',
    Timestamp: '2017-07-12T02:42:19Z',
    Version: '2017-05-25',
  };

  it('encodes the query as documented', () => {
    expect(aliyunCanonicalQuery(sendSms)).toBe(
      'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou' +
        '&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8' +
        '&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0' +
        '&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D' +
        '&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25',
    );
  });

  it('gives the SMS documentation’s string to sign and signature zJDF+Lrzhj/ThnlvIToysFRq6t4=', () => {
    expect(aliyunStringToSign('GET', sendSms)).toBe(
      'GET&%2F&AccessKeyId%3DtestId%26Action%3DSendSms%26Format%3DXML%26OutId%3D123%26PhoneNumbers%3D15300000001' +
        '%26RegionId%3Dcn-hangzhou%26SignName%3D%25E9%2598%25BF%25E9%2587%258C%25E4%25BA%2591%25E7%259F%25AD' +
        '%25E4%25BF%25A1%25E6%25B5%258B%25E8%25AF%2595%25E4%25B8%2593%25E7%2594%25A8%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D45e25e9b-0a6f-4070-8c85-2956eda1b466%26SignatureVersion%3D1.0%26TemplateCode' +
        '%3DSMS_71390007%26TemplateParam%3D%257B%2522customer%2522%253A%2522test%2522%257D%26Timestamp' +
        '%3D2017-07-12T02%253A42%253A19Z%26Version%3D2017-05-25',
    );
    expect(aliyunSignature('GET', sendSms, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
    // A Signature already among the parameters is not signed.
    expect(aliyunSignature('GET', { ...sendSms, Signature: 'old' }, 'testSecret')).toBe(
      'zJDF+Lrzhj/ThnlvIToysFRq6t4=',
    );
  });

  it('gives the RPC signature documentation’s DescribeRegions signature', () => {
    const describeRegions = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(aliyunSignature('GET', describeRegions, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('encodes the characters encodeURIComponent leaves alone', () => {
    expect(aliyunPercentEncode("a b*!'()~-_.")).toBe('a%20b%2A%21%27%28%29~-_.');
  });
});

describe('Tencent Cloud signature V3 (TC3-HMAC-SHA256)', () => {
  /**
   * Tencent Cloud's signature V3 documentation (CVM DescribeInstances): the keys appear
   * masked there, and the documented values are computed with them exactly as printed.
   */
  const example = {
    secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
    secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
    service: 'cvm',
    host: 'cvm.tencentcloudapi.com',
    contentType: 'application/json; charset=utf-8',
    payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    timestamp: 1551113065,
  };

  it('builds the documented canonical request and string to sign', () => {
    expect(tc3CanonicalRequest(example)).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\n' +
        'content-type;host\n35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    expect(tc3StringToSign(example)).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n' +
        '5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
    );
  });

  it('gives the documented signature and Authorization', () => {
    expect(tc3Signature(example)).toBe('2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c');
    expect(tc3Authorization(example)).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, ' +
        'Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    );
  });
});
