"""BEiT meeting ConvNeXt V2 (a hybrid stage, as in masked-image pre-training of conv-transformer hybrids):
the conv features' map flattened to tokens from `b, c, h, w = feat.shape`, a relative position bias gathered
from a table by an index built from the map size in `__init__` (`table[self.index]` legacy subscript),
attention with layer scale gamma (`x += gamma * out`), and a GRN over the tokens written back as a map, with
`gamma * (x * Nx)` of (1, 1, C) and (b, n, C)."""
import numpy as np
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 3, 4, 4)]


def rel_index(h, w):
    ys, xs = np.meshgrid(np.arange(h), np.arange(w), indexing='ij')
    coords = np.stack([ys.ravel(), xs.ravel()])
    rel = coords[:, :, None] - coords[:, None, :]
    return (rel[0] + h - 1) * (2 * w - 1) + rel[1] + w - 1


class Net(nn.HybridBlock):
    def __init__(self, dim=4, size=(2, 2), init_values=0.1, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.index = nd.array(rel_index(*size))
        with self.name_scope():
            self.stem = nn.Conv2D(dim, 2, strides=2, in_channels=3)
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)
            self.table = self.params.get('table', shape=((2 * size[0] - 1) * (2 * size[1] - 1),), init='normal')
            self.gamma = self.params.get('gamma', shape=(dim,), init='ones')
            self.grn_gamma = self.params.get('grn_gamma', shape=(1, 1, dim), init='normal')
            self.grn_beta = self.params.get('grn_beta', shape=(1, 1, dim), init='zeros')

    def hybrid_forward(self, F, img, table, gamma, grn_gamma, grn_beta):
        feat = self.stem(img)
        b, c, h, w = feat.shape
        x = feat.reshape((b, c, h * w)).transpose((0, 2, 1))
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=2)
        attn = F.batch_dot(q, k, transpose_b=True) / (c ** 0.5) + table[self.index]
        out = F.batch_dot(F.softmax(attn, axis=-1), v)
        x += gamma * out
        Gx = F.norm(x, ord=2, axis=1, keepdims=True)
        Nx = Gx / (Gx.mean(axis=-1, keepdims=True) + 1e-6)
        x = grn_gamma * (x * Nx) + grn_beta + x
        return x.transpose((0, 2, 1)).reshape((b, c, h, w))
