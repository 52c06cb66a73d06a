"""HiFi-GAN feature-matching loss over discriminator feature maps of real and generated audio, accumulated with `loss += F.mean(F.abs(r - g))` on a tensor that starts as the first layer's term."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 1, 16), (2, 1, 16)]


class FeatureMatching(HybridBlock):
    def __init__(self, **kwargs):
        super(FeatureMatching, self).__init__(**kwargs)
        with self.name_scope():
            self.layers = nn.HybridSequential()
            self.layers.add(nn.Conv1D(4, 5, padding=2, in_channels=1), nn.Conv1D(4, 5, strides=2, padding=2, in_channels=4))

    def hybrid_forward(self, F, real, fake):
        loss = None
        r, g = real, fake
        for layer in self.layers:
            r = F.LeakyReLU(layer(r), slope=0.1)
            g = F.LeakyReLU(layer(g), slope=0.1)
            term = F.mean(F.abs(r - g))
            if loss is None:
                loss = term
            else:
                loss += term
        return loss * 2


Net = FeatureMatching
