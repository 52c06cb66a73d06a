"""PolarMask's polar IoU loss: predicted and target ray lengths stacked on a last axis, the larger and the
smaller of each pair summed over the 36 rays, `log(sum(max) / sum(min))` per positive location, then the
weighted mean guarded by a python check `if weight.sum().asscalar() > 0` (the mmdet `weight.sum() > 0`
idiom), averaged otherwise over the number of locations `pred.shape[0]`."""
from mxnet.gluon import nn


INPUTS = [(6, 8), (6, 36), (6,)]


class Net(nn.HybridBlock):
    def __init__(self, in_units=8, num_rays=36, loss_weight=1.0, **kwargs):
        super(Net, self).__init__(**kwargs)
        self.loss_weight = loss_weight
        with self.name_scope():
            self.ray_fc = nn.Dense(num_rays, in_units=in_units)

    def hybrid_forward(self, F, feat, target, weight):
        pred = F.exp(self.ray_fc(feat))
        target = F.abs(target) + 0.1
        total = F.stack(pred, target, axis=-1)
        l_max = total.max(axis=2)
        l_min = total.min(axis=2)
        loss = F.log(l_max.sum(axis=1) / l_min.sum(axis=1))
        weight = F.relu(weight)
        if weight.sum().asscalar() > 0:
            loss = (loss * weight).sum() / weight.sum()
        else:
            loss = loss.sum() / pred.shape[0]
        return loss * self.loss_weight
