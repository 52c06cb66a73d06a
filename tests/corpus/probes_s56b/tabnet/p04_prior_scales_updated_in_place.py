"""TabNet decision steps in a python loop whose prior scales are updated with `prior *= gamma - mask`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 6)]


class TabNetMasks(HybridBlock):
    def __init__(self, num_features=6, steps=3, gamma=1.3, **kwargs):
        super(TabNetMasks, self).__init__(**kwargs)
        self.gamma = gamma
        with self.name_scope():
            self.att = nn.HybridSequential()
            for _ in range(steps):
                self.att.add(nn.Dense(num_features, in_units=num_features))

    def hybrid_forward(self, F, x):
        prior = F.ones_like(x)
        out = F.zeros_like(x)
        for att in self.att:
            mask = F.softmax(att(x) * prior, axis=-1)
            prior *= self.gamma - mask
            out = out + F.relu(mask * x)
        return out


Net = TabNetMasks
