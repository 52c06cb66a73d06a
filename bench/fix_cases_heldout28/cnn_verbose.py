"""Conv1D sequence model: `Cnn` embeds symbols and runs `Cnn_block`, and both `hybrid_forward`s
print the shapes of their input, the transposed input, the conv stack's output and the result
under `if(net_verbose):` (a flag of the parameter dict).  With the flag on, hybridized, `x.shape`
raises AttributeError.

Source: a public Conv1D/LSTM sequence model for Gluon (find_string id 49125039315,
"def hybrid_forward(self,F,x):"), `Cnn_block` and `Cnn` as written except the Conv1D layers'
`padding=(1,1)`, which MXNet 1.9.1 rejects eagerly for a 1-d kernel, given as `padding=1`.  Built
with `{'symbols': 5, 'num_hidden': 4, 'net_verbose': True}`.  Input: (2, 6) symbol ids (the bench's
uniform values; the embedding casts them to indices).
"""
from mxnet import gluon

INPUTS = [(2, 6)]


class Cnn_block(gluon.HybridBlock):
    def __init__(self,params,**kwargs):
        super().__init__(**kwargs)
        self.paramsdict=params
        with self.name_scope():
            self.net=gluon.nn.HybridSequential()
            with self.net.name_scope():
                self.net.add(gluon.nn.Conv1D(params['num_hidden'],3,activation='relu',padding=1))
                self.net.add(gluon.nn.Conv1D(params['num_hidden'],3,activation='relu',padding=1))
                self.net.add(gluon.nn.Conv1D(params['num_hidden'],3,activation='relu',padding=1))
                self.net.add(gluon.nn.Conv1D(params['symbols'],1,activation='relu'))
                print("cnn called")
    def hybrid_forward(self,F,x): #ND requires the channel axis to be second, not last, so I need to transpose axes to make that possible.
        net_verbose=self.paramsdict['net_verbose']
        if(net_verbose):
            print("before net shape")
            print(x.shape)
        embedded=x
        embedded=F.transpose(embedded,(0,2,1))
        if(net_verbose):
            print("transposed shape")
            print(embedded.shape)
        netout=self.net(embedded)
        if(net_verbose):
            print("after net shape")
            print(netout.shape)
        out=F.transpose(netout,(0,2,1))
        if(net_verbose):
            print("out shape ")
            print(out.shape)
        return out

class Cnn(gluon.HybridBlock):
    def __init__(self,params,**kwargs):
        super().__init__(**kwargs)
        self.paramsdict=params
        with self.name_scope():
            self.embed=gluon.nn.Embedding(params['symbols'],params['num_hidden'])
            self.net=Cnn_block(params)
    def hybrid_forward(self,F,x): #ND requires the channel axis to be second, not last, so I need to transpose axes to make that possible.
        net_verbose=self.paramsdict['net_verbose']
        if(net_verbose):
            print("before net shape")
            print(x.shape)
        embedded=self.embed(x)
        out=self.net(embedded)
        if(net_verbose):
            print("out shape ")
            print(out.shape)
        return out


class Net(Cnn):
    def __init__(self):
        super(Net, self).__init__({'symbols': 5, 'num_hidden': 4, 'net_verbose': True})
