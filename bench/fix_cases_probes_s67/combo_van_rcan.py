"""A VapSR-style super-resolution body mixing VAN and RCAN: blocks whose attention is VAN's large kernel
attention (1x1 conv, depthwise 5x5, depthwise 7x7 with dilation 3, multiplied with the input), each
followed by RCAN's channel attention pooled by `F.mean` over the map and multiplied back with a plain `*`;
the residuals accumulate by `+=`, and the x2 pixel shuffle is written with reshapes from `x.shape`."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 6, 6)]


class LKA(nn.HybridBlock):
    def __init__(self, dim, **kwargs):
        super(LKA, self).__init__(**kwargs)
        with self.name_scope():
            self.pointwise = nn.Conv2D(dim, 1, in_channels=dim)
            self.depthwise = nn.Conv2D(dim, 5, padding=2, groups=dim, in_channels=dim)
            self.depthwise_dilated = nn.Conv2D(dim, 7, padding=9, dilation=3, groups=dim, in_channels=dim)

    def hybrid_forward(self, F, x):
        u = x
        x = self.pointwise(x)
        x = self.depthwise(x)
        x = self.depthwise_dilated(x)
        return u * x


class AttBlock(nn.HybridBlock):
    def __init__(self, dim, reduction=4, **kwargs):
        super(AttBlock, self).__init__(**kwargs)
        with self.name_scope():
            self.conv1 = nn.Conv2D(dim, 1, in_channels=dim)
            self.attn = LKA(dim)
            self.down = nn.Dense(dim // reduction, in_units=dim, activation='relu')
            self.up = nn.Dense(dim, in_units=dim // reduction, activation='sigmoid')

    def hybrid_forward(self, F, x):
        y = F.LeakyReLU(self.conv1(x), act_type='gelu')
        y = self.attn(y)
        b, c = y.shape[0], y.shape[1]
        w = self.up(self.down(F.mean(y, axis=(2, 3))))
        y = y * w.reshape((b, c, 1, 1))
        return y


class Net(nn.HybridBlock):
    def __init__(self, n_feats=8, n_blocks=2, scale=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.scale = scale
        with self.name_scope():
            self.conv_first = nn.Conv2D(n_feats, 3, padding=1, in_channels=3)
            self.body = nn.HybridSequential()
            for _ in range(n_blocks):
                self.body.add(AttBlock(n_feats))
            self.conv_body = nn.Conv2D(n_feats, 3, padding=1, in_channels=n_feats)
            self.upconv = nn.Conv2D(3 * scale * scale, 3, padding=1, in_channels=n_feats)

    def hybrid_forward(self, F, x):
        feat = self.conv_first(x)
        body_feat = feat
        for block in self.body:
            body_feat += block(body_feat)
        feat = feat + self.conv_body(body_feat)
        out = self.upconv(feat)
        b, c, h, w = out.shape
        r = self.scale
        out = out.reshape((b, c // (r * r), r, r, h, w)).transpose((0, 1, 4, 2, 5, 3))
        return out.reshape((b, c // (r * r), h * r, w * r))
