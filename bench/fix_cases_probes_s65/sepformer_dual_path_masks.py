"""SepFormer's dual-path block over chunks `(B, N, K, S)`: the intra-chunk transformer on `(B * S, K, N)`
rows (`transpose((0, 3, 2, 1))` and a reshape from the unpacked shape, one self-attention layer with a
residual and LayerNorm), folded back, the inter-chunk one on `(B * K, S, N)` the same way, then masks per
speaker from a 1x1 conv of `spk * N` channels reshaped to `(B, spk, N, K, S)` and applied to the chunks by a
plain `*` of `x.expand_dims(1)`."""
import math

from mxnet.gluon import nn


INPUTS = [(2, 4, 4, 3)]


class SelfAttention(nn.HybridBlock):
    def __init__(self, dim, **kwargs):
        super(SelfAttention, self).__init__(**kwargs)
        self.dim = dim
        with self.name_scope():
            self.qkv = nn.Dense(3 * dim, in_units=dim, flatten=False)
            self.out = nn.Dense(dim, in_units=dim, flatten=False)
            self.norm = nn.LayerNorm(in_channels=dim)

    def hybrid_forward(self, F, x):
        q, k, v = F.split(self.qkv(x), num_outputs=3, axis=-1)
        att = F.softmax(F.batch_dot(q, k, transpose_b=True) / math.sqrt(self.dim), axis=-1)
        return self.norm(x + self.out(F.batch_dot(att, v)))


class Net(nn.HybridBlock):
    def __init__(self, channels=4, num_spks=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.num_spks = num_spks
        with self.name_scope():
            self.intra = SelfAttention(channels)
            self.inter = SelfAttention(channels)
            self.mask_conv = nn.Conv2D(num_spks * channels, 1, in_channels=channels)

    def hybrid_forward(self, F, x):
        B, N, K, S = x.shape
        intra = x.transpose((0, 3, 2, 1)).reshape((B * S, K, N))
        intra = self.intra(intra).reshape((B, S, K, N)).transpose((0, 3, 2, 1))
        x = x + intra
        inter = x.transpose((0, 2, 3, 1)).reshape((B * K, S, N))
        inter = self.inter(inter).reshape((B, K, S, N)).transpose((0, 3, 1, 2))
        x = x + inter
        masks = F.relu(self.mask_conv(F.relu(x)))
        masks = masks.reshape((B, self.num_spks, N, K, S))
        return x.expand_dims(1) * masks
