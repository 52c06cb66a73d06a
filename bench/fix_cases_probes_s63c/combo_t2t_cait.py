"""T2T-ViT tokens meeting CaiT's head: patch tokens of a feature map re-shaped to a square by
`int(math.sqrt(N))` from `B, N, C = x.shape`, a soft split by stepped slices in a loop, then
class attention where only a class token (broadcast by `B`) queries the tokens, LayerScale'd by a
(C,) parameter, and the class token returned by `cls[:, 0]`."""
import math
import mxnet as mx
from mxnet.gluon import nn


INPUTS = [(2, 16, 4)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, embed_dim=8, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.scale = embed_dim ** -0.5
        with self.name_scope():
            self.project = nn.Dense(embed_dim, in_units=dim * 4, flatten=False)
            self.cls_token = self.params.get('cls_token', shape=(1, 1, embed_dim),
                                             init=mx.init.Normal(0.5))
            self.q = nn.Dense(embed_dim, in_units=embed_dim, flatten=False)
            self.kv = nn.Dense(embed_dim * 2, in_units=embed_dim, flatten=False)
            self.gamma = self.params.get('gamma', shape=(embed_dim,), init=mx.init.Constant(0.1))

    def hybrid_forward(self, F, x, cls_token, gamma):
        B, N, C = x.shape
        side = int(math.sqrt(N))
        x = x.transpose((0, 2, 1)).reshape((B, C, side, side))
        patches = []
        for i in range(2):
            for j in range(2):
                patches.append(x[:, :, i::2, j::2])
        x = F.concat(*patches, dim=1).reshape((B, C * 4, -1)).transpose((0, 2, 1))
        tokens = self.project(x)

        cls = F.broadcast_to(cls_token, (B, 1, tokens.shape[2]))
        u = F.concat(cls, tokens, dim=1)
        q = self.q(cls) * self.scale
        k, v = F.split(self.kv(u), num_outputs=2, axis=-1)
        attn = F.softmax(F.batch_dot(q, k, transpose_b=True), axis=-1)
        cls = cls + gamma * F.batch_dot(attn, v)
        return cls[:, 0]
