"""DPRNN's segmentation: the sequence `(B, N, L)` zero-padded to a multiple of the hop by `F.zeros((B, N, gap))` from `B, N, L = x.shape`, padded by half a chunk on both sides, and cut into overlapping chunks by `x[:, :, :-P].reshape(B, N, -1, K)` / `x[:, :, P:]` concatenated on the last axis."""
from mxnet.gluon import nn


INPUTS = [(2, 3, 9)]


class Net(nn.HybridBlock):
    def __init__(self, chunk=4, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.K = chunk
        self.P = chunk // 2
        with self.name_scope():
            self.proj = nn.Dense(3, in_units=3, flatten=False)

    def hybrid_forward(self, F, x):
        B, N, L = x.shape
        K, P = self.K, self.P
        gap = K - (P + L % K) % K
        if gap > 0:
            x = F.concat(x, F.zeros((B, N, gap)), dim=2)
        pad = F.zeros((B, N, P))
        x = F.concat(pad, x, pad, dim=2)
        seg1 = x[:, :, :-P].reshape(B, N, -1, K)
        seg2 = x[:, :, P:].reshape(B, N, -1, K)
        segments = F.concat(seg1, seg2, dim=3).reshape(B, N, -1, K).transpose((0, 1, 3, 2))
        return self.proj(segments.transpose((0, 2, 3, 1)))
