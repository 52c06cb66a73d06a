"""ListMLE loss with the scores already in the ground-truth order: the reverse cumulative log-sum-exp built by a python loop over the constructor list size, each suffix taken by `slice_axis(begin=i, end=None)`, stacked by `concat` and subtracted from the scores."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(3, 6, 5)]


class Net(HybridBlock):
    def __init__(self, in_units=5, list_size=6, **kwargs):
        super().__init__(**kwargs)
        self.list_size = list_size
        with self.name_scope():
            self.scorer = nn.Dense(1, flatten=False, in_units=in_units)

    def hybrid_forward(self, F, docs):
        s = self.scorer(docs).reshape((0, -1))
        m = F.max(s, axis=1, keepdims=True)
        e = F.exp(F.broadcast_sub(s, m))
        suffix = [F.sum(F.slice_axis(e, axis=1, begin=i, end=None), axis=1, keepdims=True)
                  for i in range(self.list_size)]
        lse = F.broadcast_add(F.log(F.concat(*suffix, dim=1)), m)
        return F.sum(lse - s, axis=1)
