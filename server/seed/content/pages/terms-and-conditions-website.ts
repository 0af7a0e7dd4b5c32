import type { SeedPage } from '../../types.ts';
import { companyInfo as c } from '../company.ts';

/** The website terms of USE (the terms of sale are in terms-conditions.ts, route /TermsConditions). */
export const websiteTermsPage: SeedPage = {
  slug: 'termsandconditions',
  title: {
    en: 'Website terms of use',
    zh: '网站使用条款',
  },
  body: {
    en: `These terms govern your use of this website, including browsing the catalogue, downloading CAD data and using an account. By using the website you accept them.

They are separate from our [terms and conditions of sale](/TermsConditions), which apply whenever you buy goods or services from us. If the two differ on a matter concerning an order, the terms and conditions of sale prevail.

## Who we are

This website is operated by ${c.name}, a company registered in England and Wales under number ${c.registrationNO}, with its registered office at ${c.addressLine1}, ${c.addressLine2}, ${c.addressLine3}, ${c.addressLine4}, ${c.addressLine5}. You can reach us at ${c.email} or through our [contact page](/Contact).

## Using the website

- The website is made available free of charge. We aim to keep it available at all times but do not guarantee this, and we may suspend, withdraw or change any part of it, for example for maintenance.
- The website is intended for business users in the United Kingdom and abroad. It is not directed at children.

## Your account

- The information you give us when you [register](/register) must be accurate and kept up to date.
- Every person needs their own account. Keep your password confidential and do not share it, even with colleagues in the same company account.
- Use "Remember me" only on devices that you alone use. Signing out revokes the remembered sign-in.
- Tell us straight away if you suspect that someone else has used your account. Administrators of a company account are responsible for keeping its list of members up to date.
- We may suspend or close an account that is used in breach of these terms.

## Acceptable use

You must not:

- use the website for any unlawful or fraudulent purpose, or place orders that you do not intend to honour
- try to gain unauthorised access to the website, its servers or other users' accounts, or test its security without our written permission
- introduce viruses or other harmful code, or interfere with the operation of the website, for example by overloading it with requests
- collect content, prices, stock levels or CAD data in bulk by automated means, or connect automated ordering systems, unless we have agreed this with you in writing
- use the website to send unsolicited messages or to impersonate another person or company

## Information on the website

Product information, dimensions, load ratings and technical notes are provided for guidance when selecting our products. We take care to keep them accurate, but errors can occur, and prices, stock levels and lead times change. Please check the datasheet before you finalise a design, and contact us if anything is unclear. Selecting a suitable product for your application remains your responsibility.

## Intellectual property

The content of the website, including drawings, datasheets and CAD data, is protected by copyright. What you may do with it, including the licence to use CAD data in your designs, is set out on our [copyright page](/Copyright).

## Links to other websites

Where the website links to other websites, for example those of standards bodies or regulators, the links are provided for information only. We have no control over those websites and are not responsible for their content.

## Our liability

- Nothing in these terms excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited by law.
- Subject to this, we are not liable for any loss or damage arising from the use of, or inability to use, the website, or from reliance on its content, including loss of profit, revenue, business, data or goodwill, or any indirect or consequential loss.
- We are not liable for damage to your equipment or data caused by viruses or other harmful material that may reach you through the website; please use up-to-date security software.
- Our liability in connection with goods and services you buy from us is governed by the [terms and conditions of sale](/TermsConditions).

## Privacy and browser storage

How we use personal data is explained in our [privacy policy](/PrivacyPolicy), and the browser storage the shop uses is described in our [cookie policy](/CookiePolicy).

## Changes to these terms

We may revise these terms at any time by updating this page. Please check it from time to time; the version published when you use the website applies.

## Governing law

These terms, and any dispute or claim arising out of or in connection with them or with the use of the website, are governed by the law of England and Wales, and the courts of England and Wales have exclusive jurisdiction.`,
    zh: `本中文译本仅供参考；如中英文版本有任何不一致，以英文版本为准。

本条款适用于您对本网站的使用，包括浏览产品目录、下载 CAD 数据以及使用账户。使用本网站即表示您接受本条款。

本条款独立于我们的[销售条款与条件](/TermsConditions)；凡您向我们购买货物或服务，均适用销售条款与条件。如两者在涉及订单的事项上有所不同，以销售条款与条件为准。

## 我们是谁

本网站由 ${c.name} 运营。该公司在英格兰和威尔士注册，注册号 ${c.registrationNO}，注册办公地址为 ${c.addressLine1}, ${c.addressLine2}, ${c.addressLine3}, ${c.addressLine4}, ${c.addressLine5}。您可以发送电子邮件至 ${c.email}，或通过[联系页面](/Contact)与我们联系。

## 使用本网站

- 本网站免费开放。我们力求网站始终可用，但不作保证，并可能出于维护等原因暂停、撤除或更改网站的任何部分。
- 本网站面向英国及海外的企业用户，不以儿童为对象。

## 您的账户

- 您在[注册](/register)时提供的信息必须准确，并保持更新。
- 每个人都需要使用自己的账户。请对您的密码保密，不要与他人共用，即使是同一企业账户中的同事也不例外。
- 请仅在只有您本人使用的设备上勾选“记住我”。退出登录即可注销已记住的登录状态。
- 如怀疑他人使用了您的账户，请立即通知我们。企业账户的管理员负责及时更新账户成员名单。
- 对于违反本条款使用的账户，我们可以暂停或关闭。

## 合理使用

您不得：

- 将本网站用于任何非法或欺诈目的，或提交您无意履行的订单
- 试图未经授权访问本网站、其服务器或其他用户的账户，或未经我们书面许可测试其安全性
- 植入病毒或其他有害代码，或干扰本网站的运行，例如以大量请求使其过载
- 以自动化手段批量采集内容、价格、库存数量或 CAD 数据，或接入自动下单系统，除非我们已书面同意
- 利用本网站发送未经请求的信息，或冒充其他个人或公司

## 网站上的信息

产品信息、尺寸、额定载荷和技术说明仅供您在选用我们的产品时参考。我们会尽力确保其准确，但错误在所难免，而且价格、库存数量和交货期都会变化。在最终确定设计之前，请核对技术数据表；如有任何不明之处，请与我们联系。为您的应用选择合适的产品，仍是您自己的责任。

## 知识产权

本网站的内容，包括图纸、技术数据表和 CAD 数据，均受著作权保护。您可以如何使用这些内容，包括在您的设计中使用 CAD 数据的许可，详见我们的[版权页面](/Copyright)。

## 其他网站的链接

本网站中指向其他网站（例如标准化机构或监管机构网站）的链接仅供参考。我们无法控制这些网站，也不对其内容负责。

## 我们的责任

- 本条款的任何内容均不排除或限制我们对以下事项的责任：因我方过失造成的死亡或人身伤害、欺诈或欺诈性虚假陈述，以及法律规定不得排除或限制的任何其他责任。
- 在符合上述规定的前提下，对于因使用或无法使用本网站，或因依赖本网站内容而产生的任何损失或损害，包括利润、收入、业务、数据或商誉的损失，以及任何间接或后果性损失，我们概不负责。
- 对于可能经由本网站传播的病毒或其他有害内容对您的设备或数据造成的损害，我们不承担责任；请使用最新的安全软件。
- 我们就您所购买的货物和服务承担的责任，适用[销售条款与条件](/TermsConditions)的规定。

## 隐私与浏览器存储

我们如何使用个人数据，请参阅[隐私政策](/PrivacyPolicy)；网上商店使用的浏览器存储，请参阅 [Cookie 政策](/CookiePolicy)。

## 本条款的变更

我们可随时通过更新本页面修订本条款。请不时查阅；您使用本网站时所公布的版本即为适用版本。

## 适用法律

本条款，以及由本条款或本网站的使用所引起或与之相关的任何争议或索赔，均受英格兰和威尔士法律管辖，英格兰和威尔士法院拥有专属管辖权。`,
  },
};
