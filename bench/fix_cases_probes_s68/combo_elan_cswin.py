"""An ELAN-style super-resolution body whose attention is cross-shaped (CSWin's stripes): the image padded
to a multiple of the stripe width (`mod = (sw - h % sw) % sw` from `_, _, h, w = x.shape`, `F.pad` in
edge mode), a 1x1 projection to q and v, half of the channels attending within horizontal stripes
(`reshape((B, C, H // sw, sw, W))`) and half within vertical stripes (`reshape((B, C, H, W // sw, sw))`), the
LePE depthwise conv on v added, the halves concatenated and projected, the crop `[:, :, :h, :w]`, and the
sub-pixel tail by a hand-written pixel shuffle."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class CrossStripeAttention(nn.HybridBlock):
    def __init__(self, channels, stripe=4, **kwargs):
        super(CrossStripeAttention, self).__init__(**kwargs)
        self.stripe = stripe
        with self.name_scope():
            self.project_inp = nn.Conv2D(channels * 2, 1, in_channels=channels)
            self.lepe = nn.Conv2D(channels, 3, padding=1, groups=channels, in_channels=channels)
            self.project_out = nn.Conv2D(channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        B, C, H, W = x.shape
        sw = self.stripe
        q, v = F.split(self.project_inp(x), num_outputs=2, axis=1)
        lepe = self.lepe(v)
        half = C // 2
        qh = q[:, :half].reshape((B, half, H // sw, sw, W)).transpose((0, 2, 3, 4, 1)).reshape((-1, sw * W, half))
        vh = v[:, :half].reshape((B, half, H // sw, sw, W)).transpose((0, 2, 3, 4, 1)).reshape((-1, sw * W, half))
        yh = F.batch_dot(F.softmax(F.batch_dot(qh, qh, transpose_b=True), axis=-1), vh)
        yh = yh.reshape((B, H // sw, sw, W, half)).transpose((0, 4, 1, 2, 3)).reshape((B, half, H, W))
        qv = q[:, half:].reshape((B, half, H, W // sw, sw)).transpose((0, 3, 2, 4, 1)).reshape((-1, H * sw, half))
        vv = v[:, half:].reshape((B, half, H, W // sw, sw)).transpose((0, 3, 2, 4, 1)).reshape((-1, H * sw, half))
        yv = F.batch_dot(F.softmax(F.batch_dot(qv, qv, transpose_b=True), axis=-1), vv)
        yv = yv.reshape((B, W // sw, H, sw, half)).transpose((0, 4, 2, 1, 3)).reshape((B, half, H, W))
        return self.project_out(F.concat(yh, yv, dim=1) + lepe)


class Net(nn.HybridBlock):
    def __init__(self, colors=3, channels=8, stripe=4, scale=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.stripe = stripe
        self.scale = scale
        with self.name_scope():
            self.head = nn.Conv2D(channels, 3, padding=1, in_channels=colors)
            self.attn = CrossStripeAttention(channels, stripe)
            self.tail = nn.Conv2D(colors * scale * scale, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        _, _, h, w = x.shape
        mod_pad_h = (self.stripe - h % self.stripe) % self.stripe
        mod_pad_w = (self.stripe - w % self.stripe) % self.stripe
        x = F.pad(x, mode='edge', pad_width=(0, 0, 0, 0, 0, mod_pad_h, 0, mod_pad_w))
        feat = self.head(x)
        feat = feat + self.attn(feat)
        y = self.tail(feat)[:, :, :h, :w]
        r = self.scale
        B, C, H, W = y.shape
        y = y.reshape((B, C // (r * r), r, r, H, W)).transpose((0, 1, 4, 2, 5, 3))
        return y.reshape((B, C // (r * r), H * r, W * r))
