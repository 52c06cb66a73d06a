"""MobileViT-v2's separable self-attention: one 1x1 conv gives `1 + 2 * d` channels, cut by
`qkv[:, :1]`, `qkv[:, 1:1 + d]`, `qkv[:, 1 + d:]` with `d = (qkv.shape[1] - 1) // 2`, context scores
softmaxed over the patches, a context vector `(k * scores).sum(axis=-1, keepdims=True)` spread over
the values, and a 1x1 output conv."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 5)]


class Net(nn.HybridBlock):
    def __init__(self, embed_dim=3, **kwargs):
        super(Net, self).__init__(**kwargs)
        with self.name_scope():
            self.qkv_proj = nn.Conv2D(1 + 2 * embed_dim, 1, in_channels=embed_dim)
            self.out_proj = nn.Conv2D(embed_dim, 1, in_channels=embed_dim)

    def hybrid_forward(self, F, x):
        qkv = self.qkv_proj(x)
        d = (qkv.shape[1] - 1) // 2
        query = qkv[:, :1]
        key = qkv[:, 1:1 + d]
        value = qkv[:, 1 + d:]
        scores = F.softmax(query, axis=-1)
        context = (key * scores).sum(axis=-1, keepdims=True)
        out = F.relu(value) * context
        return self.out_proj(out)
