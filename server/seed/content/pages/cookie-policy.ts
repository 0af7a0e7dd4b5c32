import type { SeedPage } from '../../types.ts';

export const cookiePolicyPage: SeedPage = {
  slug: 'CookiePolicy',
  title: {
    en: 'Cookie policy',
    zh: 'Cookie 政策',
  },
  body: {
    en: `**In short:** our shop uses no tracking, analytics or advertising cookies. It keeps only what it strictly needs to work in your browser's storage, and it remembers you between visits only if you ask it to.

## What we store in your browser

Instead of cookies, the shop uses the storage built into your browser:

| Storage | What it holds | Why | How long |
| --- | --- | --- | --- |
| Session storage | Your sign-in session (a random token) | Keeps you signed in while you move around the shop | Until you sign out or close the browser tab |
| Session storage | The number of items in your basket | Shows the count on the basket icon without asking our server on every page | Until you close the browser tab |
| Local storage, only if you tick "Remember me" | Your email address and a random "remember me" token | Signs you in again automatically the next time you visit from this browser | Until you sign out, the token expires or is revoked, or you clear your browser data |

Session storage is kept separately for each browser tab and is deleted by the browser when the tab is closed. Local storage stays on your device until it is removed.

## What we never store in your browser

- **Your password.** It is sent to our server only when you sign in or change it, and is never kept in the browser.
- Your card details, which you enter directly into the form of our card payment provider.
- Any identifier for tracking, analytics, advertising or social media. We use no third-party tracking of any kind.

## "Remember me" explained

The "remember me" token is a long random value that proves to our server that this browser was signed in before. Our server keeps only a hash of it, so the token cannot be read back from our database. When you sign out, the token and the session it belongs to are revoked on our side and removed from your browser, and a token also stops working when it expires. Please do not tick "Remember me" on a shared or public computer. If you lose a device on which you were remembered, [contact us](/Contact) and we will revoke its sign-in.

## Why there is no cookie banner

UK law, the Privacy and Electronic Communications Regulations (PECR), requires consent before information is stored on your device, except where the storage is strictly necessary to provide a service you have asked for. The sign-in session and the basket count are strictly necessary for the shop to work, and "Remember me" is stored only when you ask for it by ticking the box. We therefore do not need to ask for consent, and we do not show a cookie banner.

## Card payments

When you pay by card, the payment form is supplied and loaded by our card payment provider. The provider may use its own cookies or similar storage on that form, solely to keep the payment secure and to prevent fraud. That storage is governed by the provider's own cookie and privacy notices.

## Removing stored data

- Sign out to remove your session and any "remember me" data.
- Close the browser tab to clear session storage.
- Use your browser's settings to clear the site data for our website at any time.

If you block browser storage altogether, you can still browse the catalogue and download CAD data, but signing in and the basket may not work.

For how we handle personal data in general, see our [privacy policy](/PrivacyPolicy).`,
    zh: `**简而言之**：我们的网上商店不使用任何跟踪、分析或广告 Cookie。它只在您的浏览器存储中保存正常运行所必需的信息，并且只有在您主动要求时，才会在多次访问之间记住您。

## 我们在您的浏览器中存储哪些信息

网上商店不使用 Cookie，而是使用浏览器内置的存储功能：

| 存储类型 | 存储内容 | 用途 | 保存时长 |
| --- | --- | --- | --- |
| 会话存储 (session storage) | 您的登录会话（一个随机令牌） | 在您浏览网上商店期间保持登录状态 | 直至您退出登录或关闭浏览器标签页 |
| 会话存储 (session storage) | 购物篮中的商品数量 | 在购物篮图标上显示数量，无需每个页面都向我们的服务器查询 | 直至您关闭浏览器标签页 |
| 本地存储 (local storage)，仅在您勾选“记住我”时使用 | 您的电子邮箱地址和一个随机的“记住我”令牌 | 下次您从此浏览器访问时自动重新登录 | 直至您退出登录、令牌过期或被注销，或您清除浏览器数据 |

会话存储按浏览器标签页分别保存，标签页关闭时由浏览器自动删除。本地存储则会一直保留在您的设备上，直至被删除。

## 我们绝不会在您的浏览器中存储的信息

- **您的密码**。密码仅在您登录或修改密码时发送至我们的服务器，绝不会保存在浏览器中。
- 您的银行卡信息：您直接在我们的银行卡支付服务商的表单中输入这些信息。
- 任何用于跟踪、分析、广告或社交媒体的标识符。我们不使用任何形式的第三方跟踪。

## 关于“记住我”

“记住我”令牌是一个很长的随机值，用于向我们的服务器证明此浏览器曾经登录过。我们的服务器只保存它的哈希值，因此无法从我们的数据库中读取令牌本身。您退出登录时，该令牌及其所属的会话会在我方被注销，并从您的浏览器中删除；令牌到期后也会自动失效。请不要在公用或共享的电脑上勾选“记住我”。如果您遗失了曾勾选“记住我”的设备，请[联系我们](/Contact)，我们会注销该设备的登录状态。

## 为什么没有 Cookie 提示横幅

英国《隐私与电子通信条例》(PECR) 规定，在您的设备上存储信息前须征得同意，但为提供您所要求的服务而严格必需的存储除外。登录会话和购物篮数量是网上商店正常运行所严格必需的，而“记住我”信息只有在您勾选该选项、主动提出要求时才会存储。因此，我们无需征求同意，也不显示 Cookie 提示横幅。

## 银行卡付款

当您使用银行卡付款时，付款表单由我们的银行卡支付服务商提供并加载。该服务商可能会在此表单上使用其自己的 Cookie 或类似存储，仅用于保障付款安全和防范欺诈。这些存储受该服务商自身的 Cookie 政策和隐私声明约束。

## 删除已存储的数据

- 退出登录，即可删除您的会话以及任何“记住我”数据。
- 关闭浏览器标签页，即可清除会话存储。
- 您可以随时在浏览器设置中清除本网站的站点数据。

如果您完全禁用浏览器存储，您仍然可以浏览产品目录和下载 CAD 数据，但登录和购物篮功能可能无法使用。

关于我们如何处理个人数据的总体说明，请参阅我们的[隐私政策](/PrivacyPolicy)。`,
  },
};
