"""CapsNet head whose class mask is applied as `v * mask.expand_dims(-1)`, (N, classes, dim) times (N, classes, 1) with plain `*`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class Net(HybridBlock):
    def __init__(self, num_classes=4, caps_dim=8, image_pixels=20, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.decoder = nn.Dense(image_pixels, activation="sigmoid", in_units=num_classes * caps_dim)

    def hybrid_forward(self, F, v):
        lengths = F.norm(v, axis=-1)
        mask = F.one_hot(F.argmax(lengths, axis=1), self.num_classes)
        recon = self.decoder((v * mask.expand_dims(-1)).flatten())
        return lengths, recon
