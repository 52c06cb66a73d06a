"""NeRV head to RGB: a 1x1 conv to 3 channels and either a sigmoid or `tanh(x) * 0.5 + 0.5`, picked by a
python flag of the constructor (`self.sigmoid`), and an optional python-valued clamp."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 10, 15)]


class RGBHead(HybridBlock):
    def __init__(self, sigmoid=False, clamp=True, **kwargs):
        super().__init__(**kwargs)
        self.sigmoid = sigmoid
        self.clamp = clamp
        with self.name_scope():
            self.to_rgb = nn.Conv2D(3, kernel_size=1)

    def hybrid_forward(self, F, x):
        x = self.to_rgb(x)
        if self.sigmoid:
            img = F.sigmoid(x)
        else:
            img = F.tanh(x) * 0.5 + 0.5
        if self.clamp:
            img = F.clip(img, 0.0, 1.0)
        return img


Net = RGBHead
