"""Endpoint-error style output normalised by the batch's largest flow, read with `.asscalar()`."""
from mxnet.gluon import HybridBlock, nn

INPUTS = [(2, 3, 6, 6), (2, 2, 6, 6)]


class NormalisedEPE(HybridBlock):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        with self.name_scope():
            self.head = nn.Conv2D(2, 3, padding=1)

    def hybrid_forward(self, F, img, gt_flow):
        flow = self.head(img)
        scale = F.max(F.abs(gt_flow)).asscalar() + 1e-6
        epe = F.sqrt(F.sum(F.square(flow - gt_flow), axis=1) + 1e-8)
        return epe / scale


Net = NormalisedEPE
