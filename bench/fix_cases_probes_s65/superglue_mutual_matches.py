"""SuperGlue's match extraction: the best column of each row and the best row of each column of the
assignment (a dustbin column and row appended by `concat`, the corner `F.zeros((b, 1, 1))`) without its
dustbins (`scores[:, :-1, :-1]`), mutual nearest neighbours by comparing an
`nd.arange` of the rows with the back-gathered indices (`pick` of the other side's indices broadcast to
`(b, m, n)` from the unpacked shape), match scores `exp(max)` kept where mutual and above a threshold,
indices set to -1 elsewhere."""
from mxnet import nd
from mxnet.gluon import nn


INPUTS = [(2, 8, 4), (2, 8, 5)]


class Net(nn.HybridBlock):
    def __init__(self, dim=8, match_threshold=0.2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.match_threshold = match_threshold
        with self.name_scope():
            self.proj = nn.Conv1D(dim, 1, in_channels=dim)
            self.dustbin = nn.Dense(1, in_units=dim, flatten=False)

    def hybrid_forward(self, F, desc0, desc1):
        d0, d1 = self.proj(desc0), self.proj(desc1)
        scores = F.batch_dot(d0, d1, transpose_a=True)
        b, m, n = scores.shape
        bins0 = self.dustbin(d0.transpose((0, 2, 1)))
        bins1 = self.dustbin(d1.transpose((0, 2, 1))).transpose((0, 2, 1))
        corner = F.zeros((b, 1, 1))
        scores = F.concat(F.concat(scores, bins0, dim=2), F.concat(bins1, corner, dim=2), dim=1)
        scores = F.log_softmax(scores, axis=2)
        inner = scores[:, :-1, :-1]
        max0, indices0 = inner.max(axis=2), inner.argmax(axis=2)
        indices1 = inner.argmax(axis=1)
        back0 = F.pick(indices1.expand_dims(1).broadcast_to((b, m, n)), indices0, axis=2)
        mutual0 = nd.arange(m).expand_dims(0) == back0
        mscores0 = F.where(mutual0, max0.exp(), F.zeros_like(max0))
        valid0 = mutual0 * (mscores0 > self.match_threshold)
        matches0 = F.where(valid0, indices0, -F.ones_like(indices0))
        return matches0, mscores0
