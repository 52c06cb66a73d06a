"""EfficientViT's EfficientViTBlock: a context module (single-scale ReLU linear attention over the flattened
tokens, the normaliser `q . (K^T 1)` from `k.sum(axis=1)` with a plain `*` of (b, n, d) and (b, 1, d)) and a
local MBConv module (expand, depthwise, project); both residuals written `x += ...`, the token count from
`x.shape[2] * x.shape[3]` scaling the value."""
from mxnet.gluon import nn


INPUTS = [(2, 8, 4, 4)]


class Net(nn.HybridBlock):
    def __init__(self, channels=8, expand=2, eps=1e-6, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.eps = eps
        with self.name_scope():
            self.qkv = nn.Conv2D(3 * channels, 1, in_channels=channels, use_bias=False)
            self.proj = nn.Conv2D(channels, 1, in_channels=channels)
            self.inverted = nn.Conv2D(channels * expand, 1, in_channels=channels, activation='relu')
            self.depth = nn.Conv2D(channels * expand, 3, padding=1, groups=channels * expand,
                                   in_channels=channels * expand, activation='relu')
            self.point = nn.Conv2D(channels, 1, in_channels=channels * expand)

    def context(self, F, x):
        b, c, h, w = x.shape
        n = x.shape[2] * x.shape[3]
        q, k, v = F.split(self.qkv(x).reshape((b, 3 * c, n)).transpose((0, 2, 1)), num_outputs=3, axis=2)
        q, k = F.relu(q), F.relu(k)
        kv = F.batch_dot(k, v / n, transpose_a=True)
        num = F.batch_dot(q, kv)
        denom = (q * k.sum(axis=1, keepdims=True)).sum(axis=2, keepdims=True) / n
        out = num / (denom + self.eps)
        return self.proj(out.transpose((0, 2, 1)).reshape((b, c, h, w)))

    def hybrid_forward(self, F, x):
        x += self.context(F, x)
        x += self.point(self.depth(self.inverted(x)))
        return x
