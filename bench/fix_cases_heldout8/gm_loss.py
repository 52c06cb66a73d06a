"""Large-margin Gaussian-mixture loss: the batch size read from `x.shape[0]` sizes an `F.ones` and
scales the likelihood term (`1./N`); squared distances are built by mixing (bs, 1), (bs, C) and
(1, C) terms and (bs, C, 1) / (1, C, D) with plain operators; a step counter on `self` is bumped
in the traced code.

Source: yuyijie1995/gluon_GMLoss @ 7d2f7be217, L_GM_v6.py (L_GM_Loss), unchanged; the labels the loss
needs are made from the bench's uniform input by the wrapper `Net` (class index floor((u + 1) * C / 2)).
"""
import numpy as np
import mxnet.ndarray as nd
import mxnet as mx
from mxnet import gluon,autograd

INPUTS = [(4, 3), (4,)]


class L_GM_Loss(gluon.nn.HybridBlock):
    def __init__(self,num_class,feature_dim,alpha,lamda,lr_mult,**kwargs):
        super(L_GM_Loss,self).__init__(**kwargs)
        self._num_class=num_class
        self._feature_dim=feature_dim
        self._alpha=alpha
        self._lamda=lamda
        self.mean=self.params.get('mean',shape=(num_class,feature_dim),init=mx.init.MSRAPrelu(),lr_mult=2)
        self.var = self.params.get('var', shape=(num_class, feature_dim), init=mx.init.Constant(1), lr_mult=lr_mult)
        self.step=0

    def _classification_probability(self,F,x,y,mean,var):
        if self.step==5000:
            self._alpha=self._alpha*2
        if self._alpha>0.3:
            self._alpha=0.3
        N=x.shape[0]
        XY=F.dot(x,mean,transpose_b=True)#(batchsize,classes)
        XX=F.sum(F.square(x),axis=1,keepdims=1)#(bs,1)
        YY=F.sum(F.square(F.transpose(mean)),axis=0,keepdims=1)#(1,classes)
        neg_sqr_dist=-0.5*(XX-2.0*XY+YY)#(bs,classes)
        reshape_neg_sqr_dist=F.reshape(neg_sqr_dist,(-1,self._num_class,1))
        reshape_var=F.reshape(var,(1,self._num_class,-1))
        dist_var=reshape_neg_sqr_dist/(reshape_var+1e-8)#(bs,class,feature_dim)
        margin_dist=F.sum(dist_var,axis=2)
        ALPHA=F.one_hot(y,self._num_class,on_value=self._alpha,dtype='float32')
        K=ALPHA+F.ones((N,self._num_class),dtype='float32')
        logits_with_margin=margin_dist*K
        batch_mean=F.take(mean,y)
        likelihood_reg_loss=self._lamda*(F.sum(F.square(x-batch_mean))/2.0)*(1./N)
        return logits_with_margin,likelihood_reg_loss

    def hybrid_forward(self, F, x, y,mean,var):
        self.step+=1
        if y is None:
            XY = F.dot(x, mean, transpose_b=True)  # (batchsize,classes)
            XX = F.sum(F.square(x), axis=1, keepdims=1)  # (bs,1)
            YY = F.sum(F.square(F.transpose(mean)), axis=0, keepdims=1)  # (1,classes)
            neg_sqr_dist = -0.5 * (XX - 2.0 * XY + YY)  # (bs,classes)
            reshape_neg_sqr_dist = F.reshape(neg_sqr_dist, (-1, self._num_class, 1))
            reshape_var = F.reshape(var, (1, self._num_class, -1))
            dist_var = reshape_neg_sqr_dist / (reshape_var + 1e-8)  # (bs,class,feature_dim)
            margin_dist = F.sum(dist_var, axis=2)
            return margin_dist
        logits,likelihood_reg_loss=self._classification_probability(F,x,y,mean,var)
        return logits,likelihood_reg_loss


class Net(gluon.nn.HybridBlock):
    def __init__(self, num_class=5, **kwargs):
        super(Net, self).__init__(**kwargs)
        self._num_class = num_class
        with self.name_scope():
            self.loss = L_GM_Loss(num_class, 3, alpha=0.1, lamda=0.01, lr_mult=1)

    def hybrid_forward(self, F, x, u):
        y = F.clip(F.floor((u + 1) * self._num_class / 2), 0, self._num_class - 1)
        return self.loss(x, y)
