"""CapsNet head: class capsule lengths as the class scores, the longest capsule kept by a `one_hot(argmax)` mask applied with `broadcast_mul`, and the masked capsules decoded by a Dense reconstruction net; returns (lengths, reconstruction)."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 8)]


class Net(HybridBlock):
    def __init__(self, num_classes=4, caps_dim=8, image_pixels=20, **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        with self.name_scope():
            self.decoder = nn.HybridSequential()
            self.decoder.add(nn.Dense(16, activation="relu", in_units=num_classes * caps_dim),
                             nn.Dense(image_pixels, activation="sigmoid", in_units=16))

    def hybrid_forward(self, F, v):
        lengths = F.sqrt(F.sum(F.square(v), axis=-1) + 1e-9)          # (N, classes)
        mask = F.one_hot(F.argmax(lengths, axis=1), self.num_classes)  # (N, classes)
        masked = F.broadcast_mul(v, mask.expand_dims(-1))
        return lengths, self.decoder(masked.flatten())
