"""RetNet chunkwise recurrence: the sequence cut into `self.n_chunks` chunks by `slice_axis` with python offsets, a (N, d, d) state updated per chunk as `gamma ** C * state + batch_dot(k, v, transpose_a=True)` with python-float gamma, each chunk's output `batch_dot(q, state)` concatenated on time."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 6, 4)]


class ChunkwiseRecurrent(HybridBlock):
    def __init__(self, units=4, chunk=2, n_chunks=3, gamma=0.9, **kwargs):
        super(ChunkwiseRecurrent, self).__init__(**kwargs)
        self.chunk, self.n_chunks, self.gamma = chunk, n_chunks, gamma
        with self.name_scope():
            self.q = nn.Dense(units, flatten=False, in_units=units)
            self.k = nn.Dense(units, flatten=False, in_units=units)
            self.v = nn.Dense(units, flatten=False, in_units=units)

    def hybrid_forward(self, F, x):
        q, k, v = self.q(x), self.k(x), self.v(x)
        state = F.zeros_like(F.batch_dot(k, v, transpose_a=True))
        outs = []
        for c in range(self.n_chunks):
            lo, hi = c * self.chunk, (c + 1) * self.chunk
            qc, kc, vc = [F.slice_axis(t, axis=1, begin=lo, end=hi) for t in (q, k, v)]
            outs.append(F.batch_dot(qc, state))
            state = self.gamma ** self.chunk * state + F.batch_dot(kc, vc, transpose_a=True)
        return F.concat(*outs, dim=1)


Net = ChunkwiseRecurrent
