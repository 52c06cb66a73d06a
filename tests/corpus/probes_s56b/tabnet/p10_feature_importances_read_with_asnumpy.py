"""TabNet explanation head that turns the aggregated step masks into normalised feature importances on the host with `.asnumpy()` and returns them by `F.array`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class Explain(HybridBlock):
    def __init__(self, num_features=6, **kwargs):
        super(Explain, self).__init__(**kwargs)
        with self.name_scope():
            self.att = nn.Dense(num_features, in_units=num_features)

    def hybrid_forward(self, F, x):
        mask = F.softmax(self.att(x), axis=-1)
        agg = F.sum(mask, axis=0).asnumpy()
        return mask, F.array(agg / agg.sum())


Net = Explain
