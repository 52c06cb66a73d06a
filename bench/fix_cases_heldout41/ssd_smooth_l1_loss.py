"""Masked smooth-L1 box loss of the same SSD paper-cup detector: `F.smooth_l1((y-label)*mask,
scalar=1.0)` then `nd.mean(loss, axis=self.batch_axis, exclude=True)` -- the NDArray module in
`hybrid_forward`. Eagerly it runs; hybridized `nd.mean` rejects the Symbol (AssertionError).

Source: the public MXNet SSD training script of ssd_focal_loss.py (find_string id 1563681986; read
by an analyzer held-out round, see tests/corpus/HELDOUT.md; in no fix set), `SmoothL1Loss` as
written. Inputs: box predictions, offsets and mask, each (2, 24).
"""
from mxnet import ndarray as nd
from mxnet import gluon

INPUTS = [(2, 24), (2, 24), (2, 24)]


class SmoothL1Loss(gluon.loss.Loss):
    def __init__(self,batch_axis=0,**kwargs):
        super(SmoothL1Loss,self).__init__(None,batch_axis,**kwargs)
        self.batch_axis = batch_axis

    def hybrid_forward(self, F, y,label,mask):
        loss = F.smooth_l1((y-label)*mask,scalar=1.0)
        return nd.mean(loss,axis=self.batch_axis,exclude=True)


class Net(SmoothL1Loss):
    def __init__(self):
        super(Net, self).__init__()
