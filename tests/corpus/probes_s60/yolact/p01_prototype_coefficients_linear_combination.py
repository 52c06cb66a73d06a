"""YOLACT mask assembly: a protonet giving k prototype maps (N, k, H, W) flattened by `reshape((0, 0, -1))`, per-anchor tanh coefficients from a prediction conv moved to (N, H*W*A, k) by `transpose` and `reshape((0, -1, k))`, masks = `sigmoid(batch_dot(coeffs, protos))`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 8, 6, 6)]


class MaskAssembly(HybridBlock):
    def __init__(self, channels=8, num_protos=4, num_anchors=3, **kwargs):
        super().__init__(**kwargs)
        self._k = num_protos
        with self.name_scope():
            self.proto = nn.Conv2D(num_protos, 3, padding=1, in_channels=channels, activation="relu")
            self.coef = nn.Conv2D(num_anchors * num_protos, 3, padding=1, in_channels=channels)

    def hybrid_forward(self, F, x):
        protos = self.proto(x).reshape((0, 0, -1))
        coeffs = F.tanh(self.coef(x)).transpose((0, 2, 3, 1)).reshape((0, -1, self._k))
        return F.sigmoid(F.batch_dot(coeffs, protos))


Net = MaskAssembly
