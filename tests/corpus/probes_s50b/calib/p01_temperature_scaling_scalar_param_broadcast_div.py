"""Temperature scaling (Guo et al.) on a frozen classifier: logits divided by a scalar (1,) temperature Parameter, initialised to 1.5, with `broadcast_div`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class Net(HybridBlock):
    def __init__(self, in_units=10, classes=5, t0=1.5, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.classifier = nn.Dense(classes, in_units=in_units)
            self.temperature = self.params.get("temperature", shape=(1,), init=init.Constant(t0))

    def hybrid_forward(self, F, x, temperature):
        logits = self.classifier(x)
        return F.softmax(F.broadcast_div(logits, temperature), axis=1)
