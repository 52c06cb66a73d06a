"""The activation picked from the namespace by a configured name, `getattr(F, self._act)(h)`, and a
sub-block picked by name, `getattr(self, "head")`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 4)]


class GetattrAct(HybridBlock):
    def __init__(self, act="tanh", **kwargs):
        super().__init__(**kwargs)
        self._act = act
        with self.name_scope():
            self.fc = nn.Dense(6, flatten=False, in_units=4)
            self.head = nn.Dense(2, in_units=18)

    def hybrid_forward(self, F, x):
        h = getattr(F, self._act)(self.fc(x))
        return getattr(self, "head")(h)


Net = GetattrAct
