"""Temperature scaling whose logits are divided by the (1,) temperature Parameter with a plain `/`."""
from mxnet import init
from mxnet.gluon import HybridBlock, nn

INPUTS = [(4, 10)]


class TemperatureScaled(HybridBlock):
    def __init__(self, num_classes=5, **kwargs):
        super(TemperatureScaled, self).__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Dense(num_classes, in_units=10)
            self.temperature = self.params.get("temperature", shape=(1,), init=init.Constant(1.5))

    def hybrid_forward(self, F, x, temperature):
        logits = self.head(x)
        return F.softmax(logits / temperature)


Net = TemperatureScaled
