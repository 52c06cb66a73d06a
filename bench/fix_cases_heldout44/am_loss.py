"""Additive-margin softmax (AM-softmax) head of a face-recognition experiment: `AM_Loss.hybrid_forward(self,
F, x, y, weight)` normalizes the features (`F.L2Normalization`) and the class weights (`weight /
norm_w`, a (feature_dim, numclasses) matrix over its (numclasses,) column norms), builds a one-hot mask
with `batch_size = x.shape[0]`, `mask = F.zeros((batch_size, self._numclasses))` and the item
assignment `mask[range(batch_size), y] = 1`, and subtracts the margin from the target cosine
(`F.pick(output, y) / norm_x / norm_w`, `mask * cos_t`). As written it runs eagerly only where
feature_dim == numclasses == batch (the `/ norm_w` and `mask * cos_t` broadcasts of NDArrays of
equal shape); hybridized `x.shape` is an AttributeError of the Symbol (and `_div`/`_mul` check
shapes, and a Symbol takes no item assignment).

Source: a public MXNet AM-softmax loss (find_string id 35624415890; read by an analyzer held-out
round, tests/corpus/HELDOUT.md round 56, f06; in no fix set), `AM_Loss` as written. Net: 4 classes,
feature dimension 4, margin 0.35, scale 30 (the case where the file runs). Inputs: features (4, 4),
labels (4,) (real values in (-1, 1): the pick clips them to class 0 and the mask row index takes
their integer part, 0, in both).
"""
import numpy as np
import mxnet.ndarray as nd
import mxnet as mx
from mxnet import gluon,autograd
import math

INPUTS = [(4, 4), (4,)]


class AM_Loss(gluon.nn.HybridBlock):
    def __init__(self,numclasses,feature_dim,margin,scale=30,**kwargs):
        super(AM_Loss,self).__init__(**kwargs)
        self._numclasses=numclasses
        self._feature_dim=feature_dim
        self._margin=margin
        self._scale=scale
        self.weight=self.params.get('weight',shape=(feature_dim,numclasses),init=mx.init.Xavier())



    def hybrid_forward(self, F, x, y, weight):
        norm_x=F.norm(x,axis=1)
        x_norm = F.L2Normalization(x, mode='instance')
        norm_w = F.norm(weight, axis=0)
        w_norm = weight / norm_w
        if y is None:
            output=F.dot(x_norm,w_norm,transpose_b=True)
            return output

        batch_size=x.shape[0]
        mask=F.zeros((batch_size,self._numclasses))
        mask[range(batch_size),y]=1

        output=F.dot(x_norm,w_norm,transpose_b=True)
        scale_output=self._scale*output
        cos_target=F.pick(output,y)/norm_x/norm_w
        expand_cos_target=F.expand_dims(cos_target,1)
        cos_t=(expand_cos_target-self._margin)*self._scale
        mask_cos_t=mask*cos_t
        logits=scale_output-scale_output*mask+mask_cos_t
        return logits


class Net(AM_Loss):
    def __init__(self):
        super(Net, self).__init__(4, 4, 0.35)
