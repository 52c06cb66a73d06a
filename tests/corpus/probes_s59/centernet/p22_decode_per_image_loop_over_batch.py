"""CenterNet decoding per image: `for heat_i in heat:` walks the batch of heatmaps (rows eagerly, the one traced output once hybridized), each image's top-k stacked back."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class PerImageDecoder(HybridBlock):
    def __init__(self, topk=3, **kwargs):
        super().__init__(**kwargs)
        self._topk = topk
        with self.name_scope():
            self.heat = nn.Conv2D(2, 1, in_channels=4)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.heat(x))
        scores = []
        for heat_i in heat:
            scores.append(F.topk(heat_i.reshape((-1,)), k=self._topk, ret_typ="value"))
        return F.stack(*scores, axis=0)


Net = PerImageDecoder
