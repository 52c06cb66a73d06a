"""Softmax focal loss of an SSD paper-cup detector trained with Gluon: `hybrid_forward(self, F, y,
label)` takes `F.softmax` and `y.pick(label, axis=-1, keepdims=True)`, then ends with `nd.log(py)`
and `nd.mean(loss, axis=self.batch_axis, exclude=True)` -- the NDArray module, not `F`. Eagerly it
runs; hybridized the `nd` operators reject Symbols (AssertionError).

Source: a public MXNet SSD training script (find_string id 1563681986; read by an analyzer held-out
round, see tests/corpus/HELDOUT.md, "focal/smooth-L1 losses"; in no fix set), `FocalLoss` as
written; the script's data loading and training loop left out. Net: the defaults (axis -1, alpha
0.25, gamma 2). Inputs: class scores (2, 6, 3) and labels (2, 6) (pick clips and truncates).
"""
from mxnet import ndarray as nd
from mxnet import gluon

INPUTS = [(2, 6, 3), (2, 6)]


class FocalLoss(gluon.loss.Loss):
    def __init__(self,axis=-1,alpha=0.25,gamma=2,batch_axis=0,**kwargs):
        super(FocalLoss,self).__init__(None,batch_axis,**kwargs)
        self.alpha = alpha
        self.gamma = gamma
        self.axis = axis
        self.batch_axis = batch_axis

    def hybrid_forward(self, F, y,label):
        y=F.softmax(y)
        py = y.pick(label,axis=self.axis,keepdims=True)
        loss = -(self.alpha *((1-py)**self.gamma))*nd.log(py)
        return nd.mean(loss,axis=self.batch_axis,exclude=True)


class Net(FocalLoss):
    def __init__(self):
        super(Net, self).__init__()
