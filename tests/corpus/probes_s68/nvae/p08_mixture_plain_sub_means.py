"""NVAE discretised logistic mixture with the image centred as the PyTorch code does, `image.expand_dims(2) -
means`: a plain `-` of a (B, 3, 1, H, W) view and the (B, 3, K, H, W) means."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 4, 4), (2, 3, 4, 4)]


class PlainCentered(HybridBlock):
    def __init__(self, mixtures=2, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.out = nn.Conv2D(3 * 2 * mixtures, 1)

    def hybrid_forward(self, F, dec, image):
        params = self.out(dec).reshape((0, -4, 3, -1, -2))
        means, log_scales = F.split(params, num_outputs=2, axis=2)
        centered = image.expand_dims(2) - means
        inv = F.exp(-F.maximum(log_scales, -7.0))
        probs = F.sigmoid(inv * (centered + 1.0 / 255)) - F.sigmoid(inv * (centered - 1.0 / 255))
        return -F.sum(F.log(F.maximum(probs, 1e-12)), axis=(1, 2, 3, 4))


Net = PlainCentered
