"""Whisper multi-head attention with the heads taken by iterating a tensor: the (N, T, H, dh) projection transposed to (H, N, T, dh) and looped `for q_h, k_h, v_h in zip(q, k, v)` -- a Symbol iterates over its outputs (one), not its first axis, so the traced block attends over a single "head" of the whole tensor."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5, 8)]


class IteratedHeads(HybridBlock):
    def __init__(self, d=8, heads=2, **kwargs):
        super(IteratedHeads, self).__init__(**kwargs)
        self._h = heads
        with self.name_scope():
            self.qkv = nn.Dense(3 * d, in_units=d, flatten=False)
            self.out = nn.Dense(d, in_units=d, flatten=False)

    def split_heads(self, F, x):
        return x.reshape((0, 0, self._h, -1)).transpose((2, 0, 1, 3))

    def hybrid_forward(self, F, x):
        q, k, v = [self.split_heads(F, t) for t in F.split(self.qkv(x), num_outputs=3, axis=-1)]
        outs = []
        for q_h, k_h, v_h in zip(q, k, v):
            w = F.softmax(F.batch_dot(q_h, k_h, transpose_b=True), axis=-1)
            outs.append(F.batch_dot(w, v_h))
        return self.out(F.concat(*outs, dim=-1))


Net = IteratedHeads
