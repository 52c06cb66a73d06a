"""TabNet aggregate mask: the step masks kept in a python list, averaged by the builtins `sum(masks) / len(masks)`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class AggregateMask(HybridBlock):
    def __init__(self, num_features=6, steps=3, **kwargs):
        super(AggregateMask, self).__init__(**kwargs)
        with self.name_scope():
            self.att = nn.HybridSequential()
            for _ in range(steps):
                self.att.add(nn.Dense(num_features, in_units=num_features))

    def hybrid_forward(self, F, x):
        masks = [F.softmax(att(x), axis=-1) for att in self.att]
        return sum(masks) / len(masks)


Net = AggregateMask
