"""The grandparent's `hybrid_forward` ends in `self.post(F, y)`; the grandchild's `post` keeps the first sample `y[0]`."""
from mxnet.gluon import HybridBlock, nn


class Base(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=6)

    def post(self, F, y):
        return y

    def hybrid_forward(self, F, x):
        return self.post(F, self.fc(x))


class Middle(Base):
    pass


INPUTS = [(2, 6)]


class Net(Middle):
    def post(self, F, y):
        return F.relu(y[0])
