"""Flow in pixels normalised to [-1, 1] units by the feature map's own width and height, read in the graph by `F.shape_array` and `slice_axis`, cast and reshaped to (1, 2, 1, 1) for `broadcast_div`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 5, 7)]


class NormalisedFlow(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, img):
        flow = self.head(img)
        hw = F.slice_axis(F.shape_array(img), axis=0, begin=2, end=4).astype("float32")
        wh = F.reverse(hw, axis=0).reshape((1, 2, 1, 1))
        return F.broadcast_div(flow * 2.0, wh - 1.0)


Net = NormalisedFlow
