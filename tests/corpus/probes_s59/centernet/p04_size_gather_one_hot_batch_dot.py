"""CenterNet size regression gathered at the peaks: the (N, 2, H, W) size map moved to (N, H*W, 2) by transpose and reshape codes, picked at the top-k flat indices by a `one_hot` of python depth and `batch_dot`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 4, 5, 5)]


class SizeAtPeaks(HybridBlock):
    def __init__(self, out_size=5, topk=4, **kwargs):
        super().__init__(**kwargs)
        self._area = out_size * out_size
        self._topk = topk
        with self.name_scope():
            self.heat = nn.Conv2D(1, 1, in_channels=4)
            self.wh = nn.Conv2D(2, 3, padding=1, in_channels=4)

    def hybrid_forward(self, F, x):
        heat = F.sigmoid(self.heat(x)).reshape((0, -1))
        scores, inds = F.topk(heat, axis=-1, k=self._topk, ret_typ="both")
        wh = F.transpose(self.wh(x), axes=(0, 2, 3, 1)).reshape((0, -3, 0))
        onehot = F.one_hot(inds, depth=self._area)
        return scores, F.batch_dot(onehot, wh)


Net = SizeAtPeaks
