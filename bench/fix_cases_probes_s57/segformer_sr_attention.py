"""SegFormer's efficient self-attention: queries from every token of the (N, C, H, W) map flattened by the unpacked shape, keys and values from the map reduced by a strided conv (`sr_ratio`), scaled by `(c // heads) ** -0.5`, and the output folded back to `(b, c, h, w)`."""
from mxnet.gluon import nn


INPUTS = [(2, 4, 6, 6)]


class Net(nn.HybridBlock):
    def __init__(self, dim=4, sr=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.heads = 2
        with self.name_scope():
            self.q = nn.Dense(dim, in_units=dim, flatten=False)
            self.kv = nn.Dense(2 * dim, in_units=dim, flatten=False)
            self.sr = nn.Conv2D(dim, sr, strides=sr, in_channels=dim)
            self.norm = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, x):
        b, c, h, w = x.shape
        tokens = x.reshape((b, c, h * w)).transpose((0, 2, 1))
        q = self.q(tokens)
        red = self.sr(x).reshape((b, c, -1)).transpose((0, 2, 1))
        k, v = F.split(self.kv(self.norm(red)), num_outputs=2, axis=2)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) * (c // self.heads) ** -0.5, axis=-1)
        out = F.batch_dot(att, v)
        return out.transpose((0, 2, 1)).reshape((b, c, h, w))
