"""A keyword-only argument with a python default (`*, temperature=2.0`) scales the logits."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 5)]


class Net(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.fc = nn.Dense(4, in_units=5)

    def hybrid_forward(self, F, x, *, temperature=2.0):
        return F.log_softmax(self.fc(x) / temperature, axis=-1)
