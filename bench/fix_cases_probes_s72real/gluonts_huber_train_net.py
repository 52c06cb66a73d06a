"""A smart-grid demand forecast's custom GluonTS training network (Huber loss): a 4-layer MLP
predicts the horizon, and the loss is a gluon loss made inside hybrid_forward and applied to
`nd.array(prediction)` and `nd.array(future_target)` -- eager copies of the two tensors.

Source: Sapphirine/Energy-Efficiency-and-Flow-in-the-Smart-Grid-Forecasting-Future-Energy-Demand
models/HuberLossFeedforwardModel.py (MyNetwork.__init__, MyTrainNetwork1.hybrid_forward) at
5dfd136c947ef481c1e7897dc3be5ffc350e8032; adapted: the two classes folded into Net (prediction
length 6, 8 cells); the GluonTS estimator/predictor classes and their imports dropped; past target
(4, 12), future target (4, 6).
"""
from mxnet.gluon import nn, loss as gloss
import mxnet as mx
import mxnet.ndarray as nd
from mxnet import nd, autograd, gluon


INPUTS = [(4, 12), (4, 6)]


class Net(gluon.HybridBlock):
    def __init__(self, prediction_length=6, num_cells=8, **kwargs):
        super().__init__(**kwargs)
        self.prediction_length = prediction_length
        self.num_cells = num_cells
    
        with self.name_scope():
            # Set up a 4 layer neural network that directly predicts the target values
            self.nn = mx.gluon.nn.HybridSequential()
            self.nn.add(mx.gluon.nn.Dense(units=self.num_cells, activation='relu'))
            self.nn.add(mx.gluon.nn.Dense(units=self.num_cells, activation='relu'))
            self.nn.add(mx.gluon.nn.Dense(units=self.num_cells, activation='relu'))
            self.nn.add(mx.gluon.nn.Dense(units=self.prediction_length, activation='softrelu'))

    def hybrid_forward(self, F, past_target, future_target): # add input 
        prediction = self.nn(past_target)
        # default is calculate L1 loss with the future_target to learn the median


        # change loss 
        # huber loss
        
        loss_huber = gloss.HuberLoss(rho=0.85)
        hloss= loss_huber( nd.array(prediction), nd.array(future_target))
        
        return hloss
