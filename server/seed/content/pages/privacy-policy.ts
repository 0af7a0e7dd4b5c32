import type { SeedPage } from '../../types.ts';
import { companyInfo as c } from '../company.ts';

const address = [c.addressLine1, c.addressLine2, c.addressLine3, c.addressLine4, c.addressLine5].join(', ');

export const privacyPolicyPage: SeedPage = {
  slug: 'PrivacyPolicy',
  title: {
    en: 'Privacy policy',
    zh: '隐私政策',
  },
  body: {
    en: `This policy explains how ${c.name} collects and uses personal data when you use our website and online shop, open an account, place orders or contact us, and what rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.

## Who we are

${c.name} (company number ${c.registrationNO}), ${address}, is the controller of your personal data. For any question about this policy or your data, email ${c.email} or write to us at the address above, marked "Data protection".

## What data we collect

- **Account data**: your name, email address, telephone number, company name, your role in a company account and your preferred language. Your password is stored only as a salted hash that cannot be turned back into the password.
- **Order data**: delivery and invoice addresses, VAT number, purchase order numbers, the goods ordered, invoices, payments and correspondence about your orders.
- **Credit application data**: for companies that apply to pay on account, company details, accounts payable contacts and the results of credit checks.
- **Payment data**: card payments are entered directly into the secure form of our card payment provider. We never receive your full card number or security code; we receive only a payment reference and limited details such as the card type and the last four digits.
- **Enquiries and communications**: emails, notes of telephone calls, and drawings or other files you send us.
- **Newsletter**: your email address and language, if you subscribe.
- **Technical and security data**: IP address, browser type, the times you sign in, failed sign-in attempts (the email address used and the IP address), and the server logs of requests to our website. Sign-in and "remember me" tokens are stored on our side only as hashes.

We do not collect special category data, and our website is not intended for children.

## Why we use your data and our lawful bases

| Purpose | Lawful basis |
| --- | --- |
| Creating and running your account, processing and delivering orders, taking payment, customer service and returns | Performance of a contract with you, or steps you ask us to take before entering into one; where you act for your employer, our legitimate interest in dealing with our business customers and their staff |
| Keeping invoices and accounting and VAT records | Legal obligation |
| Assessing applications for credit and managing accounts on credit | Legitimate interests (managing credit risk) |
| Keeping the shop secure, preventing fraud and protecting accounts against password guessing | Legitimate interests (security of our systems and our customers) |
| Answering enquiries, giving technical advice and improving our range and services | Legitimate interests (running and developing our business) |
| Sending our newsletter | Consent, which you can withdraw at any time using the unsubscribe link in every email |
| Establishing, exercising or defending legal claims | Legitimate interests |

Where we rely on legitimate interests, we have balanced them against your rights, and you may object at any time (see "Your rights" below). We do not make decisions about you based solely on automated processing; credit decisions are taken by our credit team.

## Who we share data with

We do not sell personal data. We share it only as far as necessary with:

- our **card payment provider**, which processes card payments for us and, for fraud prevention and its own legal obligations, also acts as an independent controller under its own privacy notice
- our hosting, IT support and email delivery providers, which process data only on our instructions
- carriers and couriers, who receive the delivery name, address and telephone number, and customs agents for exports
- credit reference agencies, when a company applies to pay on account
- our professional advisers and auditors, and HM Revenue and Customs and other authorities where the law requires it

## Transfers outside the UK

Some of our service providers, including our card payment provider, may process data outside the United Kingdom. Where they do, the transfer is covered by UK adequacy regulations or by appropriate safeguards such as the International Data Transfer Agreement or the UK Addendum to the EU Standard Contractual Clauses.

## How long we keep data

| Data | Retention period |
| --- | --- |
| Account data | While the account is active, and deleted or anonymised 3 years after the last sign-in or order |
| Orders, invoices and accounting records | 6 years after the end of the financial year they relate to |
| Credit application data | While the credit facility exists and for 6 years afterwards |
| Enquiries and correspondence not linked to an order | 3 years |
| Newsletter subscription | Until you unsubscribe |
| Security logs and failed sign-in attempts | Up to 90 days |
| Sign-in sessions and "remember me" tokens | Until they expire or are revoked, for example when you sign out |

## How we protect your data

All connections to our website are encrypted. Passwords and sign-in tokens are stored only as hashes, access to personal data is restricted to staff who need it, and our providers are bound by contract to protect it. The browser storage used by the shop is described in our [cookie policy](/CookiePolicy).

## Your rights

Under the UK GDPR you have the right to:

- **access** the personal data we hold about you
- have inaccurate data **corrected**
- have your data **erased** where there is no longer a reason to keep it
- **restrict** our use of your data in certain circumstances
- **object** to processing based on legitimate interests, and at any time to direct marketing
- receive data you gave us in a portable format (**data portability**)
- **withdraw consent** at any time where we rely on consent

To exercise a right, email ${c.email}. We may ask you to confirm your identity, and we reply within one month. There is normally no charge.

## Complaints

If you are unhappy with how we handle your data, please tell us first so that we can try to put it right. You also have the right to complain to the Information Commissioner's Office (ICO), the UK supervisory authority for data protection: [ico.org.uk/make-a-complaint](https://ico.org.uk/make-a-complaint/), telephone 0303 123 1113.

## Changes to this policy

We may update this policy from time to time. The current version is always published on this page; we tell account holders by email about significant changes. See also our [website terms of use](/termsandconditions).`,
    zh: `本中文译本仅供参考；如中英文版本有任何不一致，以英文版本为准。

本政策说明 ${c.name} 在您使用我们的网站和网上商店、注册账户、下单或与我们联系时，如何收集和使用您的个人数据，以及您依据英国《通用数据保护条例》（UK GDPR）和《2018 年数据保护法》享有哪些权利。

## 我们是谁

${c.name}（公司注册号 ${c.registrationNO}），地址：${address}，是您个人数据的控制者。如对本政策或您的数据有任何疑问，请发送电子邮件至 ${c.email}，或按上述地址致函我们，并注明“数据保护”。

## 我们收集哪些数据

- **账户数据**：您的姓名、电子邮箱地址、电话号码、公司名称、您在企业账户中的角色以及首选语言。您的密码仅以加盐哈希值的形式保存，无法还原为原始密码。
- **订单数据**：送货地址和发票地址、增值税号、采购订单号、所订货物、发票、付款记录以及与订单相关的往来函件。
- **信用申请数据**：对于申请账期付款的企业，我们会收集企业信息、应付账款联系人以及信用审查结果。
- **支付数据**：银行卡信息直接输入我们的银行卡支付服务商提供的安全表单。我们从不接收您的完整卡号或安全码，只会收到付款参考号以及卡类型、卡号后四位等有限信息。
- **询价与往来沟通**：电子邮件、电话记录，以及您发送给我们的图纸或其他文件。
- **电子简报**：如您订阅，我们会保存您的电子邮箱地址和语言。
- **技术与安全数据**：IP 地址、浏览器类型、登录时间、登录失败记录（所用的电子邮箱地址和 IP 地址），以及访问我们网站的服务器日志。登录令牌和“记住我”令牌在我方仅以哈希值形式保存。

我们不收集特殊类别的个人数据，本网站也不面向儿童。

## 我们使用数据的目的及合法依据

| 目的 | 合法依据 |
| --- | --- |
| 开设和管理您的账户、处理和交付订单、收取款项、客户服务及退货 | 履行与您订立的合同，或应您的要求在订立合同前采取的步骤；如您代表雇主行事，则为我们与企业客户及其员工开展业务往来的正当利益 |
| 保存发票、会计和增值税记录 | 法定义务 |
| 评估信用申请及管理账期账户 | 正当利益（管理信用风险） |
| 保障网上商店安全、防范欺诈、保护账户免遭密码猜测攻击 | 正当利益（保障我们系统和客户的安全） |
| 答复询价、提供技术建议、改进我们的产品和服务 | 正当利益（经营和发展我们的业务） |
| 发送电子简报 | 同意；您可随时通过每封邮件中的退订链接撤回同意 |
| 确立、行使或抗辩法律主张 | 正当利益 |

凡以正当利益为依据的处理，我们均已权衡其与您的权利，您也可以随时提出反对（见下文“您的权利”）。我们不会仅凭自动化处理对您作出决定；信用审批由我们的信用管理团队作出。

## 我们与谁共享数据

我们不出售个人数据，仅在必要范围内与以下各方共享：

- 我们的**银行卡支付服务商**：为我们处理银行卡付款；出于防范欺诈及履行其自身法定义务的目的，它也按照其自身的隐私声明作为独立的控制者处理数据
- 我们的主机托管、IT 支持和电子邮件发送服务商：仅按我们的指示处理数据
- 承运人和快递公司：接收收货人姓名、地址和电话号码；出口货物时还包括报关代理
- 信用评估机构：在企业申请账期付款时
- 我们的专业顾问和审计师，以及法律要求时的英国税务海关总署 (HM Revenue and Customs) 和其他主管机关

## 向英国境外传输数据

我们的部分服务商（包括银行卡支付服务商）可能在英国境外处理数据。在此情况下，数据传输受英国充分性认定条例的保护，或采取适当的保障措施，例如国际数据传输协议 (International Data Transfer Agreement) 或欧盟标准合同条款的英国附录 (UK Addendum)。

## 数据保存期限

| 数据 | 保存期限 |
| --- | --- |
| 账户数据 | 账户有效期间保存；自最后一次登录或下单起 3 年后删除或匿名化 |
| 订单、发票和会计记录 | 相关财政年度结束后 6 年 |
| 信用申请数据 | 信用额度存续期间及其后 6 年 |
| 与订单无关的询价和往来函件 | 3 年 |
| 电子简报订阅 | 直至您退订 |
| 安全日志和登录失败记录 | 最长 90 天 |
| 登录会话和“记住我”令牌 | 直至过期或被注销（例如您退出登录时） |

## 我们如何保护您的数据

与我们网站的所有连接均经过加密。密码和登录令牌仅以哈希值形式保存，只有因工作需要的员工才能访问个人数据，我们的服务商也须依合同承担数据保护义务。网上商店使用的浏览器存储详见我们的 [Cookie 政策](/CookiePolicy)。

## 您的权利

根据 UK GDPR，您有权：

- **访问**我们持有的您的个人数据
- 要求**更正**不准确的数据
- 在不再有保存理由时要求**删除**您的数据
- 在特定情况下**限制**我们对您数据的使用
- **反对**基于正当利益的处理，并可随时反对直销营销
- 以可移植的格式获取您提供给我们的数据（**数据可携带权**）
- 在我们以同意为依据处理数据时，随时**撤回同意**

如需行使上述权利，请发送电子邮件至 ${c.email}。我们可能会请您确认身份，并将在一个月内答复。通常不收取任何费用。

## 投诉

如果您对我们处理数据的方式不满意，请先告知我们，以便我们设法纠正。您也有权向英国数据保护监管机构——信息专员办公室 (ICO) 投诉：[ico.org.uk/make-a-complaint](https://ico.org.uk/make-a-complaint/)，电话 0303 123 1113。

## 本政策的变更

我们可能不时更新本政策。最新版本始终发布在本页面上；如有重大变更，我们会通过电子邮件通知账户持有人。另请参阅我们的[网站使用条款](/termsandconditions)。`,
  },
};
