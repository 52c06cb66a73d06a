"""PSENet inference masks: `text_mask = F.sigmoid(text) > thr` (N, 1, H, W), the kernels (N, K - 1, H, W) binarised the same way and restricted to the text region by `F.broadcast_mul(kernels > thr, text_mask)`; scores averaged inside the mask by keepdims sums and `broadcast_div`."""
from mxnet.gluon import HybridBlock

INPUTS = [(2, 1, 6, 6), (2, 3, 6, 6)]


class ThresholdMasks(HybridBlock):
    def __init__(self, thr=0.5, **kwargs):
        super().__init__(**kwargs)
        self._thr = thr

    def hybrid_forward(self, F, text, kernels):
        score = F.sigmoid(text)
        text_mask = score > self._thr
        kernel_masks = F.broadcast_mul(F.sigmoid(kernels) > self._thr, text_mask)
        mean_score = F.broadcast_div(F.sum(score * text_mask, axis=(2, 3), keepdims=True),
                                     F.sum(text_mask, axis=(2, 3), keepdims=True) + 1.0)
        return kernel_masks, mean_score


Net = ThresholdMasks
