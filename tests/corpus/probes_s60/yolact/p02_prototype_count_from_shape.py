"""YOLACT mask assembly reading the prototype count as the reference does, `num_protos = protos.shape[1]`, to fold the coefficients with `reshape((0, -1, num_protos))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class ShapeMaskAssembly(HybridBlock):
    def __init__(self, channels=8, num_protos=4, num_anchors=3, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.proto = nn.Conv2D(num_protos, 3, padding=1, in_channels=channels, activation="relu")
            self.coef = nn.Conv2D(num_anchors * num_protos, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        protos = self.proto(x)
        num_protos = protos.shape[1]
        coeffs = F.tanh(self.coef(x)).transpose((0, 2, 3, 1)).reshape((0, -1, num_protos))
        return F.sigmoid(F.batch_dot(coeffs, protos.reshape((0, 0, -1))))


Net = ShapeMaskAssembly
