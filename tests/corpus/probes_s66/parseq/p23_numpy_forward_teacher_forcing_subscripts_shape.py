"""Numpy-mode (MXNet 2 style) PARSeq training step in `forward`: `tgt[:, :-1]`/`tgt[:, 1:]` subscripts, the
length from `tgt.shape[1]`, a causal mask from `np.arange(T)` compared as a row and a column, times -1e9, added with broadcasting `+`,
and the loss by `npx.pick` of the log-softmax."""
from mxnet import np, npx
from mxnet.gluon import HybridBlock, nn

npx.set_np()

INPUTS = [(2, 5)]


class NumpyTeacherForcing(HybridBlock):
    def __init__(self, dims=6, num_classes=5, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        self.tok = nn.Embedding(num_classes, dims)
        self.qk = nn.Dense(2 * dims, flatten=False, in_units=dims)
        self.head = nn.Dense(num_classes, flatten=False, in_units=dims)

    def forward(self, tgt_raw):
        tgt = np.clip(np.floor((tgt_raw + 1) * 2.5), 0, self.num_classes - 1)
        tgt_in, tgt_out = tgt[:, :-1], tgt[:, 1:]
        t = tgt.shape[1] - 1
        h = self.tok(tgt_in)
        q, k = np.split(self.qk(h), 2, axis=-1)
        pos = np.arange(t)
        scores = np.matmul(q, k.transpose(0, 2, 1)) + (pos.reshape(1, -1) > pos.reshape(-1, 1)) * -1e9
        h = np.matmul(npx.softmax(scores, axis=-1), h)
        logp = npx.log_softmax(self.head(h), axis=-1)
        return -npx.pick(logp, tgt_out, axis=-1).mean()


Net = NumpyTeacherForcing
