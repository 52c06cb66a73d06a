"""CenterNet L1 size loss averaged over the map by the element count from `F.size_array(pred)`, cast to float and divided with `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5), (2, 2, 5, 5)]


class SizeL1Loss(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.wh = nn.Conv2D(2, 1, in_channels=4)

    def hybrid_forward(self, F, x, target):
        pred = self.wh(x)
        count = F.cast(F.size_array(pred), "float32")
        return F.broadcast_div(F.sum(F.abs(pred - target)), count)


Net = SizeL1Loss
