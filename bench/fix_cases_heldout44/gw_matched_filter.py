"""Matched-filtering layer of a gravitational-wave search CNN ("MF4MXNet"): `MatchedFilteringLayer.hybrid_forward(self,
F, data, template_H1, template_L1)` splits the two detectors' strain with `F.split`, and for each
calls `self.onedetector_forward(F, data, template)`: the batch size read as
`F.slice_axis(F.shape_array(...), ...).asscalar()`, python loops `for i in range(batch_size)` of
per-sample `F.Convolution`s over slices `data_block_nd[i:i+1]`, and the helper `get_module`
(`data.context`, `F.zeros(data.shape[:-1] + (...))`, `len(data.shape)`, `[:,:,:,::-1]`); the two
results are joined with `nd.concat(...)`. Its parameters are built with
`mx.init.Constant(t.asnumpy().tolist())`. Eagerly it runs; hybridized it fails at once (the code's
own comment: "Not working for hybrid blocks/mx.symbol!").

Source: a public MXNet matched-filter CNN for gravitational waves (find_string id 19065121500;
read by an analyzer held-out round, tests/corpus/HELDOUT.md round 57, f05; in no fix set),
`MatchedFilteringLayer` as written (`CutHybridLayer` and the rest of the file left out). Net:
3 templates of 8 samples per detector (normal values, seed 1), mod and fs 16. Input: strain
(2, 2, 2, 1, 16) (batch 2; data and PSD-whitening kernel; two detectors).
"""
from __future__ import print_function
import mxnet as mx
import numpy as np
from mxnet import nd, autograd, gluon


class MatchedFilteringLayer(gluon.HybridBlock):
    def __init__(self, mod, fs,
                 template_H1, 
                 template_L1, 
                 differentiable = False):
        super(MatchedFilteringLayer, self).__init__()
        self.mod = int(mod)
        self.fs = int(fs)

        with self.name_scope():
            self.template_H1 = self.params.get('template_H1',
                                      shape=template_H1.shape,
                                      init=mx.init.Constant(template_H1.asnumpy().tolist()), # Convert to regular list to make this object serializable
                                      differentiable=differentiable)
            self.template_L1 = self.params.get('template_L1',
                                      shape=template_L1.shape,
                                      init=mx.init.Constant(template_L1.asnumpy().tolist()), # Convert to regular list to make this object serializable
                                      differentiable=differentiable)

        self.num_filter_template = self.template_H1.shape[0]
        self.kernel_size = self.template_H1.shape[-1]

    def get_module(self, F, data, mod):
        ctx = data.context
        return F.concatenate([data, F.zeros(data.shape[:-1]+(mod - data.shape[-1]%mod, ), ctx=ctx)], axis=len(data.shape)-1).reshape(0,0,-1,mod).sum(axis=-2).expand_dims(2)[:,:,:,::-1]
        # something wrong here for pad??
        # data = F.reshape(F.pad(data, mode="constant", constant_value=0, pad_width=(0,0, 0,0, 0,0, 0,1)), shape=(0,0,-1,mod))
        # return F.reverse(F.expand_dims(F.sum(data, axis=-2), 2), axis=3)        

    def hybrid_forward(self, F, data, template_H1, template_L1):
         # data (nsmaple, 2, C, 1, T*fs) gpu nd.array
        data_H1, data_L1 = F.split(data = data, axis=2, num_outputs=2)
        data_H1 = data_H1[:,:,0] # (nsample, 2, 1, T*fs)
        data_L1 = data_L1[:,:,0]
        MF_H1 = self.onedetector_forward(F, data_H1, template_H1)
        MF_L1 = self.onedetector_forward(F, data_L1, template_L1)
        # (nsample, num_filter_template, 1, T*fs)
        return nd.concat(MF_H1.expand_dims(0), MF_L1.expand_dims(0), dim=0)

    def onedetector_forward(self, F, data, template):
        # Note: Not working for hybrid blocks/mx.symbol!
        # (8, 1, 1, T*fs), (8, 1, 1, T*fs) <= (8, 2, 1, T*fs)
        data_block_nd, ts_block_nd = F.split(data = data, axis=1, num_outputs=2) 
        # assert F.shape_array(data).size_array().asscalar() == 4 # (8, 1, 1, T*fs)
        # assert F.shape_array(self.weight).size_array().asscalar() == 4
        batch_size = F.slice_axis(F.shape_array(ts_block_nd), axis=0, begin=0, end=1).asscalar()  # 8

        # Whiten data ===========================================================
        data_whiten = F.concatenate( [F.Convolution(data=data_block_nd[i:i+1],   # (8, 1, 1, T*fs)
                                                     weight=ts_block_nd[i:i+1],    # (8, 1, 1, T*fs)
                                                     no_bias=True,
                                                     kernel=(1, self.mod),
                                                     stride=(1,1),
                                                     num_filter=1, 
                                                     pad=(0,self.mod -1),) for i in range(batch_size) ],
                                    axis=0)
        data_whiten = self.get_module(F, data_whiten, self.mod) # (8, 1, 1, T*fs)

        # Whiten template =======================================================
        template_whiten = F.Convolution(data=template,   # (8, 1, 1, T*fs)
                             weight=ts_block_nd,  # (8, 1, 1, T*fs)
                             no_bias=True,
                             kernel=(1, self.mod),
                             stride=(1,1),
                             num_filter=batch_size, 
                             pad=(0,self.mod -1),)
        template_whiten = self.get_module(F, template_whiten, self.kernel_size)
        # template_whiten (8, 8, 1, T*fs)

        # == Calculate the matched filter output in the time domain: ============
        optimal = F.concatenate([ F.Convolution(data=data_whiten[i:i+1],  # (8, 8, 1, T*fs)
                                                 weight=template_whiten[:,i:i+1],  # (8, 8, 1, T*fs)
                                                 no_bias=True,
                                                 kernel=(1, self.kernel_size),
                                                 stride=(1,1),
                                                 num_filter=self.num_filter_template, 
                                                 pad=(0, self.kernel_size -1),) for i in range(batch_size)],
                               axis=0)
        
        optimal = self.get_module(F, optimal, self.mod)
        optimal_time = F.abs(optimal*2/self.fs)
        # optimal_time (8, 8, 1, T*fs)

        # == Normalize the matched filter output: ===============================
        sigmasq = F.concatenate([ F.Convolution(data=template_whiten.swapaxes(0,1)[j:j+1:,i:i+1], # (8, 8, 1, T*fs)
                                                 weight=template_whiten.swapaxes(0,1)[j:j+1:,i:i+1],   # (8, 8, 1, T*fs)
                                                 no_bias=True,
                                                 kernel=(1, self.kernel_size),
                                                 stride=(1,1),
                                                 num_filter=1, 
                                                 pad=(0, self.kernel_size -1),) for j in range(batch_size) for i in range(self.num_filter_template) ],
                                axis=0)
        sigmasq = self.get_module(F, sigmasq, self.kernel_size)[:,:,:,0].reshape(optimal_time.shape[:2])
        sigma = F.sqrt(F.abs( sigmasq/self.fs )).expand_dims(2).expand_dims(2)
        # sigma  (8, 8, 1, 1)
        return F.broadcast_div(optimal_time, sigma) # (8, 8, 1, T*fs)  SNR_MF

INPUTS = [(2, 2, 2, 1, 16)]


class Net(MatchedFilteringLayer):
    def __init__(self):
        rng = np.random.RandomState(1)
        super(Net, self).__init__(16, 16, nd.array(rng.normal(size=(3, 1, 1, 8))),
                                  nd.array(rng.normal(size=(3, 1, 1, 8))))
