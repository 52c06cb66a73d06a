"""Test-time augmentation for segmentation: the logits of the image and of its horizontal flip (`F.flip(axis=3)`), the latter flipped back, averaged; a python flag adds the vertical flip."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6)]


class FlipTTA(HybridBlock):
    def __init__(self, vertical=True, **kwargs):
        super().__init__(**kwargs)
        self._vertical = vertical
        with self.name_scope():
            self.model = nn.Conv2D(4, 3, padding=1, in_channels=3)

    def hybrid_forward(self, F, x):
        outs = [self.model(x), F.flip(self.model(F.flip(x, axis=3)), axis=3)]
        if self._vertical:
            outs.append(F.flip(self.model(F.flip(x, axis=2)), axis=2))
        return F.add_n(*outs) / len(outs)


class Net(FlipTTA):
    pass
