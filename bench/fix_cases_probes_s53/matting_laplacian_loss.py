"""Laplacian pyramid alpha loss: each level the difference between the alpha and its blurred, decimated and re-upsampled copy."""
from mxnet.gluon import nn


INPUTS = [(2, 1, 8, 8), (2, 1, 8, 8)]


class Net(nn.HybridBlock):
    def __init__(self, levels=2, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.levels = levels

    def _pyramid(self, F, x):
        pyr = []
        cur = x
        for _ in range(self.levels):
            blur = F.Pooling(cur, kernel=(3, 3), stride=(1, 1), pad=(1, 1), pool_type='avg')
            down = blur[:, :, ::2, ::2]
            up = F.UpSampling(down, scale=2, sample_type='nearest')
            pyr.append(cur - up)
            cur = down
        pyr.append(cur)
        return pyr

    def hybrid_forward(self, F, pred, gt):
        loss = 0
        for i, (a, b) in enumerate(zip(self._pyramid(F, F.sigmoid(pred)), self._pyramid(F, gt))):
            loss = loss + (2 ** i) * F.abs(a - b).mean()
        return loss
