"""NeRV head that clamps the image only when it leaves [0, 1]: `if img.max() > 1 or img.min() < 0`, a
python `if` on tensor comparisons."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 10, 15)]


class ClampIfHead(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.to_rgb = nn.Conv2D(3, kernel_size=1)

    def hybrid_forward(self, F, x):
        img = self.to_rgb(x) * 0.5 + 0.5
        if img.max() > 1 or img.min() < 0:
            img = F.clip(img, 0.0, 1.0)
        return img


Net = ClampIfHead
