"""A GRU written from scratch as a HybridBlock (its authors' comment: "this class has problems under
net.hybridize()"): `Gru.hybrid_forward(self, F, X, *args, **kwargs)` takes its Parameters from
`kwargs`, the state from `args[0]`, and steps through time with `for x in X:`, each step
`F.dot(x, W_xz) + F.dot(H, W_hz) + b_z` (a (batch, hidden) sum plus a (hidden,) bias) and the
outputs grown with `F.concat(outputs, Y, dim=0)` after an `if type(outputs) == int` first step.
Eagerly it runs; hybridized `for x in X` runs once over the whole Symbol, and the gate sums mix
(T, batch, hidden), (batch, hidden) and (hidden,) shapes, which `_plus` refuses.

Source: hadoop2014/mxnet-tensorflow-pytorch-paddle @ 30227d53ba (read by an analyzer held-out
round, tests/corpus/HELDOUT.md, "hadoop2014/mxnet-tensorflow-pytorch-paddle"; in no fix set),
modelmxnet/rnnModelM.py, `Gru` as written (`begin_state`, the `Lstm` twin and the project's star
import `from modelBaseClassM import *` left out). Net: input 3, hidden 4, output 3, batch 2, weights and biases from
`init.Normal(0.1)`. Inputs: a sequence (5, 2, 3) (time-major, as the file's data) and the state
(2, 4).
"""
from mxnet.gluon import loss as gloss,nn,rnn
from mxnet import gluon,init,symbol
import math

INPUTS = [(5, 2, 3), (2, 4)]


class Gru(nn.HybridBlock):
    # 该类在net.hybridize()时存在问题
    def __init__(self,input_dim,rnn_hiddens,output_dim,batch_size,ctx,
                 weight_initializer,bias_initializer,**kwargs):
        super(Gru,self).__init__(**kwargs)
        self.rnn_hiddens = rnn_hiddens
        self.batch_size = batch_size
        self.output_dims = output_dim
        #更新门参数
        self.W_xz = self.params.get('W_xz',shape=(input_dim,rnn_hiddens),init=weight_initializer)
        self.W_hz = self.params.get('W_hz',shape=(rnn_hiddens,rnn_hiddens),init=weight_initializer)
        self.b_z = self.params.get('b_z',shape=(rnn_hiddens),init=bias_initializer)
        #重置门参数
        self.W_xr = self.params.get('W_xr',shape=(input_dim,rnn_hiddens),init=weight_initializer)
        self.W_hr = self.params.get('W_hr',shape=(rnn_hiddens,rnn_hiddens),init=weight_initializer)
        self.b_r = self.params.get('b_r',shape=(rnn_hiddens),init=bias_initializer)
        #候选隐藏状态参数
        self.W_xh =self.params.get('W_xh',shape=(input_dim,rnn_hiddens),init=weight_initializer)
        self.W_hh = self.params.get('W_hh',shape=(rnn_hiddens,rnn_hiddens),init=weight_initializer)
        self.b_h = self.params.get('b_h',shape=(rnn_hiddens),init=bias_initializer)
        #输出参数
        self.W_hq = self.params.get('W_hq',shape=(rnn_hiddens,output_dim),init=weight_initializer)
        self.b_q = self.params.get('b_q',shape=(output_dim),init=bias_initializer)

    def hybrid_forward(self, F, X, *args, **kwargs):
        W_xz = kwargs['W_xz']
        W_hz = kwargs['W_hz']
        b_z = kwargs['b_z']

        W_xr = kwargs['W_xr']
        W_hr = kwargs['W_hr']
        b_r = kwargs['b_r']

        W_xh = kwargs['W_xh']
        W_hh = kwargs['W_hh']
        b_h = kwargs['b_h']

        W_hq = kwargs['W_hq']
        b_q = kwargs['b_q']

        H = args[0]
        outputs = 0#F.empty(shape=(self.batch_size,self.output_dims))
        for x in X:
            Z = F.sigmoid(F.dot(x,W_xz) + F.dot(H, W_hz) + b_z)
            R = F.sigmoid(F.dot(x,W_xr) + F.dot(H, W_hr) + b_r)
            H_tilda = F.tanh(F.dot(x, W_xh) + F.dot(R * H, W_hh) + b_h)
            H = Z * H +(1 - Z) * H_tilda
            Y = F.dot(H, W_hq) + b_q
            if type(outputs) == int :#F.zeros(0):
                outputs = Y
            else:
                outputs = F.concat(outputs,Y,dim=0)
        return outputs, H


class Net(Gru):
    def __init__(self):
        super(Net, self).__init__(3, 4, 3, 2, None, init.Normal(0.1), init.Normal(0.1))
